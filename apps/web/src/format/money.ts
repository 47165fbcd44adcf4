import type { Format } from '@premia/client/format';
import { fromCents, toCents } from '@premia/contract';

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
