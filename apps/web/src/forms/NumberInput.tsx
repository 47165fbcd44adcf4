import { readNumber } from '@premia/contract/money';
import { Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';

/**
 * A form's value for a number: the number read from what was typed, null when blank, or the text as
 * typed while it cannot be read (so the field's rule says why, next to it, instead of a guess).
 */
export type NumberValue = number | string | null | undefined;

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: NumberValue;
  onChange?: (value: NumberValue) => void;
  /** A whole number: a lone separator before three digits groups thousands (1.234), else it is decimal. */
  integer: boolean;
}

/** What a form keeps of a typed text. */
export function numberValueOf(text: string, integer: boolean): NumberValue {
  if (text.trim() === '') return null;
  return readNumber(text, { integer }) ?? text;
}

const shownText = (value: NumberValue) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value;

/**
 * The one input of every number of the back office (points, months, stock, a latitude): 12 · 1.234 ·
 * 1 234 · 12,5 are read as meant (the contract's readNumber), never changed silently: a negative, a
 * decimal in a whole number or an unreadable text stays as typed for the field's rule to refuse, where
 * antd's InputNumber dropped the comma of 12,50 (1250 points) or ignored a paste.
 */
export function NumberInput({ value, onChange, integer, style, ...rest }: Props) {
  const [text, setText] = useState(() => shownText(value));
  // A value set from outside (the form's initial values, a reset) replaces the text.
  useEffect(() => {
    setText((current) =>
      Object.is(numberValueOf(current, integer), value ?? null) ? current : shownText(value),
    );
  }, [value, integer]);
  return (
    <Input
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      style={{ width: '100%', ...style }}
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(numberValueOf(event.target.value, integer));
      }}
    />
  );
}
