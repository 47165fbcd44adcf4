import type { Format } from './format';

/** What needs no time zone nor currency: a count, a calendar day, a wall clock (format.ts's Format has them too). */
export type Zoneless = Pick<Format, 'count' | 'day' | 'wallClock'>;

const cache = new Map<string, Zoneless>();

/**
 * The zoneless formats of a locale, on their own: a message's params of a kind (the contract's
 * message-params.ts) need only these, so the wallet's first download does not carry the whole formatter.
 */
export function zonelessFor(locale: string): Zoneless {
  let formats = cache.get(locale);
  if (!formats) {
    formats = build(locale);
    cache.set(locale, formats);
  }
  return formats;
}

function build(locale: string): Zoneless {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const calendarDay = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const calendarDayTime = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return {
    count: (value) => whole.format(value),
    day(day) {
      const [y, m, d] = day.slice(0, 10).split('-').map(Number);
      if (!y || !m || !d) return day;
      return calendarDay.format(new Date(Date.UTC(y, m - 1, d)));
    },
    wallClock(dateTime) {
      const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(dateTime);
      if (!parts) return dateTime;
      const [y, mo, d, h, mi] = parts.slice(1).map(Number) as [number, number, number, number, number];
      return calendarDayTime.format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
    },
  };
}
