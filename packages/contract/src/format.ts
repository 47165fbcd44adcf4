/** Shared helpers of spec §5, used by the server and the web app. */

import type { LedgerKind } from './areas/loyalty/points.ts';

/** The ledger kinds that count as points earned (levels, "points given" figures, the purchases tab). */
export const EARNING_KINDS = [
  'welcome',
  'purchase',
  'manual',
  'bulk',
  'coupon',
  'birthday',
  'referral',
  'bonus',
] as const satisfies readonly LedgerKind[];

/**
 * The ledger kinds that are a visit of the customer to the store (a welcome, a purchase, points given by
 * hand, a coupon, a redemption): the 'inactive' expiry's last visit, and the segments' visits.
 */
export const VISIT_KINDS = [
  'welcome',
  'purchase',
  'manual',
  'coupon',
  'redemption',
] as const satisfies readonly LedgerKind[];

export function isEarning(kind: LedgerKind): boolean {
  return (EARNING_KINDS as readonly LedgerKind[]).includes(kind);
}

/** Points of a purchase with the store's conversion: conversionPoints per conversionMoney, rounded down. */
export function pointsForAmount(
  amountCents: number,
  store: { conversionPoints: number; conversionMoneyCents: number },
): number {
  if (amountCents <= 0 || store.conversionMoneyCents <= 0) return 0;
  return Math.floor((amountCents * store.conversionPoints) / store.conversionMoneyCents);
}

/** Money is truncated (never rounded) to two decimals and shown with two digits. */
export function truncateMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.trunc(Math.round(value * 1e6) / 1e4) / 100;
}

export function formatMoney(value: number): string {
  return truncateMoney(value).toFixed(2);
}

/** Money in integer cents, from a decimal amount, truncated. */
export function toCents(value: number): number {
  return Math.trunc(Math.round(value * 1e6) / 1e4);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const SPANISH_MONTHS: Record<string, string> = {
  '01': 'Enero',
  '02': 'Febrero',
  '03': 'Marzo',
  '04': 'Abril',
  '05': 'Mayo',
  '06': 'Junio',
  '07': 'Julio',
  '08': 'Agosto',
  '09': 'Septiembre',
  '10': 'Octubre',
  '11': 'Noviembre',
  '12': 'Diciembre',
};

export function spanishMonth(code: string | number): string | undefined {
  return SPANISH_MONTHS[String(code).padStart(2, '0')];
}

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A short base-62 code prefixed with 'A' from a number; null if not numeric. */
export function clientCode(value: unknown): string | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || !Number.isInteger(n) || n < 0) return null;
  let rest = n;
  let code = '';
  do {
    code = BASE62[rest % 62] + code;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return `A${code}`;
}

/** The number behind a client code ('A' + base 62), or null when it is not one. */
export function parseClientCode(code: string): number | null {
  const match = /^A([0-9a-zA-Z]{1,6})$/.exec(code.trim());
  if (!match?.[1]) return null;
  let n = 0;
  for (const ch of match[1]) n = n * 62 + BASE62.indexOf(ch);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The customers a client code typed in any case may name ('a3d' → A3D, A3d, …): each letter in both
 * cases, the leading A included. Codes are base 62, so 'A1p' and 'A1P' are two customers; staff choose.
 */
export function clientCodeIdsInAnyCase(code: string): number[] {
  const match = /^[aA]([0-9a-zA-Z]{1,6})$/.exec(code.trim());
  if (!match?.[1]) return [];
  let variants = [''];
  for (const ch of match[1]) {
    const cases = ch.toLowerCase() === ch.toUpperCase() ? [ch] : [ch.toLowerCase(), ch.toUpperCase()];
    variants = variants.flatMap((v) => cases.map((c) => v + c));
  }
  return variants
    .map((v) => parseClientCode(`A${v}`))
    .filter((n): n is number => n !== null && n <= 2_147_483_647);
}
