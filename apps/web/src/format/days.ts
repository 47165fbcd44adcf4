import { localDateTime, spanishMonth } from '@premia/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The API's longest range (stats.service MAX_DAYS): a range spans at most 366 days, both ends included. */
export const MAX_RANGE_DAYS = 366;

/** A day of a range picker as the API takes it. */
export function toDay(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/**
 * Whether the range picker must refuse a day: in the future (after `today`), or too far from the
 * first end already picked (the API refuses ranges of a year and more).
 */
export function dayDisabled(current: Dayjs, today: Dayjs, from?: Dayjs | null): boolean {
  if (current.isAfter(today, 'day')) return true;
  if (from && Math.abs(current.startOf('day').diff(from.startOf('day'), 'day')) >= MAX_RANGE_DAYS)
    return true;
  return false;
}

/** The short label of a day on the chart's axis, in the current dayjs locale: "5 oct". */
export function axisDay(day: string): string {
  return dayjs(day).format('D MMM');
}

/** The month's name: the spec's Spanish names (§5) in Spanish, dayjs's in other languages. */
export function monthName(date: Dayjs, language: string): string {
  return language === 'es' ? (spanishMonth(date.format('MM')) ?? '') : date.format('MMMM');
}

/** An instant's day and time (HH:mm) in a time zone (the store's: its days are the chart's days). */
export function zoned(iso: string, timeZone: string | undefined): { day: string; time: string } {
  const at = new Date(iso);
  let local: { date: string; time: string };
  try {
    local = localDateTime(timeZone, at);
  } catch {
    // An unknown zone: the browser's.
    local = localDateTime(undefined, at);
  }
  return { day: local.date, time: local.time.slice(0, 5) };
}
