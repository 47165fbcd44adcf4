// The subpath: the contract's index would bring every schema and zod into the screens that format.
import { truncateMoney } from '@premia/contract/format';
import { writeMoney } from '@premia/contract/money';
import { zonelessFor } from './zoneless';

/** What a formatter needs to know: the reader's language, the store's time zone and currency. */
export interface FormatContext {
  /** An interface language id (es, en, zh, fr, it, ar). */
  language: string;
  /** The store's IANA time zone; undefined = the browser's (a user without a store: the admin). */
  timeZone?: string | undefined;
  /** The store's currency code (PEN, EUR...), used when an amount does not name its own. */
  currencyCode?: string | undefined;
  /** The store's country (PE, MX, CO): money is written its way (S/ 12.00, $10.00, $ 12.000). */
  countryCode?: string | undefined;
}

/** Every number, amount and time a screen shows, in one place (docs/WEB.md "Numbers, money and times"). */
export interface Format {
  /** A whole count with the language's grouping: 8.080 (es 5+ digits), 8,080 (en), 8 080 (fr). */
  count(value: number): string;
  /** Points with their sign when asked: +1.250 / −50. */
  points(value: number, options?: { signed?: boolean }): string;
  /**
   * Money as the store's customers read it (the contract's writeMoney: the store's country's way and
   * its currency's symbol and decimals, truncated), in the store's (or the given) currency.
   */
  money(value: number, currencyCode?: string): string;
  /** A decimal amount without currency, truncated to two decimals: what a form or a CSV shows. */
  amount(value: number): string;
  /** An instant's date and time in the store's time zone: 05/10/2026, 14:30. */
  dateTime(iso: string): string;
  /** An instant's date in the store's time zone. */
  date(iso: string): string;
  /** An instant's time in the store's time zone: 14:30. */
  time(iso: string): string;
  /** A calendar day (YYYY-MM-DD: a birthday, a reward's last day) as the language writes it; no zone. */
  day(day: string): string;
  /** A wall-clock date and time already in the store's zone (YYYY-MM-DDTHH:mm), as dateTime writes one. */
  wallClock(dateTime: string): string;
  /** An instant's calendar day in the store's zone, as the API's days are written: 2026-10-05. */
  storeDay(iso: string): string;
  /** The language tag the formats use. */
  locale: string;
}

/** Intl's tag of each interface language; Arabic keeps Latin digits, so phone numbers and codes match. */
const locales: Record<string, string> = {
  es: 'es-ES',
  en: 'en-GB',
  zh: 'zh-CN',
  fr: 'fr-FR',
  it: 'it-IT',
  ar: 'ar-u-nu-latn',
};

export function localeOf(language: string): string {
  return locales[language] ?? locales.es ?? 'es-ES';
}

/** A zone Intl knows, or undefined (the browser's): a bad zone must not break a screen. */
function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Format>();

/** The formatter of a language, zone and currency (cached: Intl formatters are costly to build). */
export function formatFor(context: FormatContext): Format {
  const key = `${context.language}|${context.timeZone ?? ''}|${context.currencyCode ?? ''}|${context.countryCode ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    format = build(context);
    cache.set(key, format);
  }
  return format;
}

function build({ language, timeZone, currencyCode, countryCode }: FormatContext): Format {
  const locale = localeOf(language);
  const zone = knownZone(timeZone);
  const zoneless = zonelessFor(locale);
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  const isoDay = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const instant = (iso: string) => new Date(iso);
  return {
    locale,
    count: zoneless.count,
    points(value, options) {
      if (!options?.signed || value === 0) return zoneless.count(value);
      // A real minus sign (−), not a hyphen, as the statements have always shown it.
      return `${value > 0 ? '+' : '−'}${zoneless.count(Math.abs(value))}`;
    },
    money(value, code = currencyCode) {
      return code
        ? writeMoney(value, { currencyCode: code, countryCode })
        : twoDecimals.format(truncateMoney(value));
    },
    amount: (value) => twoDecimals.format(truncateMoney(value)),
    dateTime: (iso) => dateTime.format(instant(iso)),
    date: (iso) => date.format(instant(iso)),
    time: (iso) => time.format(instant(iso)),
    day: zoneless.day,
    wallClock: zoneless.wallClock,
    storeDay: (iso) => isoDay.format(instant(iso)),
  };
}
