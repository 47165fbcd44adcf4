/**
 * Money as people type it and read it: one reading rule for every amount field (web, wallet, counter)
 * and one way of writing an amount (screens, mails, PDFs). zod-free, so the wallet's first download can
 * carry it.
 */

/**
 * Decimals an amount of the currency is written and typed with. Intl's (ISO 4217) except where
 * prices are written otherwise in practice: Colombian pesos have no cents in shops ($ 12.000).
 */
const DECIMALS_IN_PRACTICE: Record<string, number> = { COP: 0 };

export function currencyDecimals(currencyCode: string | undefined): number {
  if (!currencyCode) return 2;
  const practice = DECIMALS_IN_PRACTICE[currencyCode.toUpperCase()];
  if (practice !== undefined) return practice;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** The language tag money of a store of this country is written in: es-PE, es-MX, es-CO. */
export function moneyLocale(countryCode: string | undefined): string {
  const country = (countryCode ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return 'es-PE';
  return `es-${country}`;
}

/** Where an amount is written: the store's currency and the country whose way of writing it is used. */
export interface MoneyPlace {
  currencyCode: string;
  /** The store's country (PE, MX, CO...); its Spanish way of writing money. Lima if unknown. */
  countryCode?: string | undefined;
}

const formats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(place: MoneyPlace, decimals: number): Intl.NumberFormat | null {
  const locale = moneyLocale(place.countryCode);
  const key = `${locale}|${place.currencyCode}|${decimals}`;
  if (!formats.has(key)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: place.currencyCode,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return formats.get(key) ?? null;
}

/** A decimal amount cut (never rounded, spec §5) to `decimals`. */
function truncateTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.trunc(Math.round(value * factor * 1e4) / 1e4) / factor;
}

/**
 * An amount as a customer of the store reads it: S/ 12.00 in Lima, $10.00 in Mexico, $ 12.000 in
 * Bogotá; truncated to the currency's decimals.
 */
export function writeMoney(amount: number, place: MoneyPlace): string {
  const decimals = currencyDecimals(place.currencyCode);
  const value = Number.isFinite(amount) ? truncateTo(amount, decimals) : 0;
  const format = moneyFormat(place, decimals);
  return format ? format.format(value) : `${place.currencyCode} ${value.toFixed(decimals)}`;
}

/** Cents of the store's currency, written as writeMoney does. */
export function writeCents(cents: number, place: MoneyPlace): string {
  return writeMoney(cents / 100, place);
}

/** Why a typed amount cannot be read: the message code said next to the field. */
export type MoneyUnreadable =
  | 'validation.moneyUnreadable'
  | 'validation.moneyDecimals'
  | 'validation.moneyNoDecimals';

export type MoneyReading =
  | { ok: true; value: number }
  | { ok: false; code: MoneyUnreadable; decimals: number };

const SYMBOLS = [
  'US$',
  'RD$',
  'C$',
  '$U',
  'S/.',
  'S/',
  'Bs.S',
  'Bs.',
  'Bs',
  'Gs.',
  'FCFA',
  '$',
  '€',
  '₡',
  '₲',
  'Q',
  'L',
];
/** Spaces people and Intl put in amounts: space, no-break space, narrow no-break space, thin space. */
const SPACES = /[\s\u00a0\u202f\u2009]+/g;

/** The text without a currency's symbol or code written before or after it. */
function withoutCurrency(text: string, currencyCode: string | undefined): string {
  const marks = [...(currencyCode ? [currencyCode.toUpperCase()] : []), ...SYMBOLS];
  let rest = text.trim();
  for (const side of ['start', 'end'] as const) {
    for (const mark of marks) {
      const upper = rest.toUpperCase();
      if (side === 'start' && upper.startsWith(mark.toUpperCase())) {
        rest = rest.slice(mark.length).trim();
        break;
      }
      if (side === 'end' && upper.endsWith(mark.toUpperCase())) {
        rest = rest.slice(0, rest.length - mark.length).trim();
        break;
      }
    }
  }
  return rest;
}

/** Digit groups after a thousands separator have three digits; the first one to three. */
const wellGrouped = (groups: string[]) =>
  groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)));

/**
 * A number's digits as written with either habit, without sign or currency: the last separator followed
 * by other than exactly three digits is the decimal one (or any lone one when `loneIsDecimal`); one
 * followed by exactly three digits groups thousands; with both kinds, the last is the decimal one.
 * Null for anything else (12,5,0 · 1.23.4 · 12abc), never guessed.
 */
function splitDigits(typed: string, loneIsDecimal: boolean): { whole: string; fraction: string } | null {
  // Spaces group thousands (1 234,50) but only between digits.
  if (
    /\d[\s\u00a0\u202f\u2009]+\d/.test(typed) &&
    !/^\d{1,3}([\s\u00a0\u202f\u2009]\d{3})*([.,]\d*)?$/.test(typed)
  )
    return null;
  const text = typed.replace(SPACES, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text) && !/^[\d.,]*[.,]\d+$/.test(text)) return null;
  const separators = text.match(/[.,]/g) ?? [];
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (last < 0) return { whole: text, fraction: '' };
  const lastMark = text[last] as string;
  const after = text.slice(last + 1);
  const kinds = new Set(separators);
  const lastIsDecimal =
    kinds.size === 2 || (separators.length === 1 && (after.length !== 3 || loneIsDecimal));
  if (kinds.size === 2 && separators.filter((s) => s === lastMark).length > 1) return null;
  if (!lastIsDecimal) {
    return wellGrouped(text.split(lastMark)) ? { whole: text.split(lastMark).join(''), fraction: '' } : null;
  }
  const whole = text.slice(0, last);
  const grouping = kinds.size === 2 ? [...kinds].find((k) => k !== lastMark) : undefined;
  if (grouping && !wellGrouped(whole.split(grouping))) return null;
  if (!grouping && /[.,]/.test(whole)) return null;
  return { whole: whole.replace(/[.,]/g, ''), fraction: after };
}

/** The typed text's sign and the rest (a minus, or the dashes a keyboard or a paste put for one). */
function signed(typed: string, strip: (text: string) => string): { sign: number; rest: string } {
  const text = strip(typed.replace(/[\u2212\u2013]/g, '-'));
  return text.startsWith('-') ? { sign: -1, rest: strip(text.slice(1)) } : { sign: 1, rest: text };
}

const numberOf = (sign: number, { whole, fraction }: { whole: string; fraction: string }) => {
  const value = sign * Number(`${whole || '0'}.${fraction || '0'}`);
  return value === 0 ? 0 : value;
};

/**
 * An amount as the person who typed it meant it, whatever their habit: 12,50 · 12.50 · 1.234,50 ·
 * 1,234.50 · 1 234,50 · S/ 12.50 · $ 12.000. The last separator followed by one or two digits (up to the
 * currency's decimals) is the decimal one; a separator followed by exactly three digits groups
 * thousands (no currency here has three decimals); anything else (12,5,0 · 1.23.4 · 12abc) is refused,
 * never guessed. A minus sign is kept, for the field's range to refuse.
 */
export function readMoney(typed: string, currencyCode?: string): MoneyReading {
  const decimals = currencyDecimals(currencyCode);
  const { sign, rest } = signed(typed, (text) => withoutCurrency(text, currencyCode));
  const digits = splitDigits(rest, decimals >= 3);
  if (!digits) return { ok: false, code: 'validation.moneyUnreadable', decimals };
  if (digits.fraction.length > decimals)
    return {
      ok: false,
      code: decimals === 0 ? 'validation.moneyNoDecimals' : 'validation.moneyDecimals',
      decimals,
    };
  const value = numberOf(sign, digits);
  return Number.isFinite(value)
    ? { ok: true, value }
    : { ok: false, code: 'validation.moneyUnreadable', decimals };
}

/**
 * A number typed in a form, with the same habits as an amount (12,5 · 12.5 · 1.234 · 1 234): for a whole
 * number a lone separator before three digits groups thousands (1.234 is 1234); for a number with
 * decimals (a latitude) a lone separator is the decimal one (-12,0464). Null when it cannot be read.
 * Its decimals are kept, for the field's rule to say that a whole number was expected.
 */
export function readNumber(typed: string, { integer }: { integer: boolean }): number | null {
  const { sign, rest } = signed(typed, (text) => text.trim());
  const digits = splitDigits(rest, !integer);
  if (!digits) return null;
  const value = numberOf(sign, digits);
  return Number.isFinite(value) ? value : null;
}

/** How a form shows an amount it has read, so the person sees the number kept: 1234.5 → 1.234,50 in es-CO. */
export function moneyFieldText(amount: number, place: MoneyPlace): string {
  const decimals = currencyDecimals(place.currencyCode);
  return new Intl.NumberFormat(moneyLocale(place.countryCode), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(truncateTo(amount, decimals));
}

/**
 * An amount as a message's param of kind money carries it on the wire: `PEN 28.00 PE` (currency,
 * decimal amount, the store's country), rendered by whoever shows the message (message-params.ts).
 */
export function moneyParam(cents: number, place: MoneyPlace): string {
  const country = place.countryCode ? ` ${place.countryCode.toUpperCase()}` : '';
  return `${place.currencyCode} ${(cents / 100).toFixed(2)}${country}`;
}

const MONEY_PARAM = /^([A-Z]{3}) (-?\d+(?:\.\d+)?)(?: ([A-Z]{2}))?$/;

export const isMoneyParam = (value: unknown): value is string =>
  typeof value === 'string' && MONEY_PARAM.test(value);

/** A money param written as writeMoney writes it (S/ 28.00); as it came when it is not one. */
export function writeMoneyParam(value: string): string {
  const match = MONEY_PARAM.exec(value);
  if (!match) return value;
  const [, currencyCode = '', amount = '0', countryCode] = match;
  return writeMoney(Number(amount), { currencyCode, countryCode });
}
