import { localeOf } from '@premia/client/format';
import { minutesOf, type OpeningRange, weekDays } from '@premia/contract/opening-hours';

/**
 * How a week of hours reads in a language: day names and times from Intl (no dictionary), times as
 * written — wall-clock times of the store, never moved to the phone's zone.
 */
export function hoursText(language: string, timeZone: string) {
  const locale = localeOf(language);
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const time = (hhmm: string) => {
    const minutes = minutesOf(hhmm);
    return clock.format(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60));
  };
  let zone = timeZone;
  try {
    zone =
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // a zone this browser does not know: its IANA name
  }
  return {
    // 1 January 2024 was a Monday.
    day: (day: (typeof weekDays)[number]) => dayName.format(Date.UTC(2024, 0, 1 + weekDays.indexOf(day))),
    time,
    ranges: (ranges: OpeningRange[]) => ranges.map((r) => `${time(r.opens)}–${time(r.closes)}`).join(', '),
    zone,
  };
}
