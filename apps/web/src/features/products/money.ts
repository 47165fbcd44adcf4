import { fromCents, toCents } from '@premia/contract';
import type { Format } from '../../format/format';
import type { FormField } from '../../forms/formFields';

/** Cents of the store's currency as the reader's language writes them (the shared formatter). */
export function money(cents: number, format: Format): string {
  return format.money(fromCents(cents));
}

/** A decimal amount typed in a form, as the cents the API takes; null stays null. */
export function centsOf(amount: number | null | undefined): number | null {
  return amount === null || amount === undefined ? null : toCents(amount);
}

/** Cents as the decimal amount a form shows. */
export function amountOf(cents: number | null): number | null {
  return cents === null ? null : fromCents(cents);
}

/** An input of an amount the contract takes as cents: its bounds (formFields') in the currency, two decimals. */
export function amountInput({ min, max }: FormField['number']) {
  const amount = (cents: number | undefined) => (cents === undefined ? undefined : fromCents(cents));
  return { min: amount(min), max: amount(max), precision: 2, step: 0.5, style: { width: '100%' } };
}
