import { said } from '@premia/contract';
import { readMoney } from '@premia/contract/money';
import type { FormRule } from 'antd';
import { serverMessage } from '../api/server-message';
import { FIELD_LABEL, type FormField } from './formFields';

/**
 * The rules of an amount typed in a MoneyInput: first that the text can be read (said next to the
 * field, never guessed), then the field's own rules from the contract (its range, required) on the
 * amount read. `key` is the field the server names in its message.
 */
export function moneyRules(
  field: FormField,
  key: string,
  currencyCode: string | undefined,
  /** The form's own rule for a blank (its spec text), instead of the contract's. */
  required?: FormRule,
): FormRule[] {
  const readable: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const reading = readMoney(value, currencyCode);
      if (reading.ok) return;
      const params = { field: key, decimals: reading.decimals };
      throw new Error(serverMessage(said(reading.code, params), { label: FIELD_LABEL }));
    },
  };
  // The contract's checks judge an amount, not a text still unread (the rule above speaks for it).
  const own = required
    ? field.rules.filter((rule) => typeof rule === 'function' || !rule.required)
    : field.rules;
  const onAmounts = own.map((rule): FormRule => {
    if (typeof rule === 'function' || !rule.validator) return rule;
    const check = rule.validator;
    return {
      ...rule,
      validator: (r, value, callback) =>
        typeof value === 'string' && value.trim() !== '' ? Promise.resolve() : check(r, value, callback),
    };
  });
  return [...(required ? [required] : []), readable, ...onAmounts];
}
