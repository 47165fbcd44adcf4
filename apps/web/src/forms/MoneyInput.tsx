import { toCents } from '@premia/contract/format';
import { type MoneyPlace, moneyFieldText, readMoney } from '@premia/contract/money';
import { Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';
import { useMoneyPlace } from './useMoneyPlace';

/**
 * A form's value for an amount: the number read from what was typed, null when blank, or the text as
 * typed while it cannot be read (so the field's rule says why, next to it, instead of a guess).
 */
export type MoneyValue = number | string | null | undefined;

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: MoneyValue;
  onChange?: (value: MoneyValue) => void;
  /** The currency typed in; the store's when not given. */
  currencyCode?: string | undefined;
  /** Whose way of writing shows the amount once read; the store's country when not given. */
  countryCode?: string | undefined;
}

/** What a form keeps of a typed text. */
export function moneyValueOf(text: string, currencyCode: string | undefined): MoneyValue {
  if (text.trim() === '') return null;
  const reading = readMoney(text, currencyCode);
  return reading.ok ? reading.value : text;
}

/**
 * The one input of every amount of the back office: 12,50 · 12.50 · 1.234,50 · 1,234.50 · S/ 12.50
 * are read as meant (the contract's readMoney), shown back in the store's way on leaving the field;
 * nothing typed is changed silently: a negative or an unreadable text stays for its rule to refuse.
 */
export function MoneyInput({ value, onChange, currencyCode, countryCode, onBlur, ...rest }: Props) {
  const place = useMoneyPlace({ currencyCode, countryCode });
  const [text, setText] = useState(() => shownText(value, place));
  // A value set from outside (the form's initial values, a reset, a plan's price) replaces the text.
  const { currencyCode: code, countryCode: country } = place;
  useEffect(() => {
    const where = { currencyCode: code, countryCode: country };
    setText((current) => (sameValue(moneyValueOf(current, code), value) ? current : shownText(value, where)));
  }, [value, code, country]);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(moneyValueOf(event.target.value, place.currencyCode));
      }}
      onBlur={(event) => {
        const read = moneyValueOf(text, place.currencyCode);
        if (typeof read === 'number') setText(moneyFieldText(read, place));
        onBlur?.(event);
      }}
    />
  );
}

const sameValue = (a: MoneyValue, b: MoneyValue) => (a ?? null) === (b ?? null);

const shownText = (v: MoneyValue, place: MoneyPlace) =>
  typeof v === 'number' ? moneyFieldText(v, place) : typeof v === 'string' ? v : '';

/** The amount a validated form holds (a text left unread never passes its rules). */
export const amountIn = (value: MoneyValue): number | null => (typeof value === 'number' ? value : null);

/** A form's amount as the cents a route takes, for formFields' check of a cents field. */
export const centsToWire = (value: unknown): unknown => (typeof value === 'number' ? toCents(value) : value);
