/**
 * A location's opening hours: for each day of the week, its ranges (HH:mm, in the store's time zone),
 * in order and not overlapping; a day without ranges is closed. A range ends at most at "24:00" (the
 * day's end): a night that goes past midnight is two ranges, one on each day. Without zod, so the
 * wallet computes "open now" without downloading the schemas.
 */
export const weekDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

export interface OpeningRange {
  opens: string;
  closes: string;
}
export type OpeningHours = Record<WeekDay, OpeningRange[]>;

/** At most this many ranges a day (morning, afternoon, evening… with breaks). */
export const MAX_RANGES_PER_DAY = 4;

/** Minutes since midnight of "HH:mm" ("24:00" is 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Each range starts after the one before it has closed. */
export function rangesInOrder(ranges: readonly OpeningRange[]): boolean {
  return ranges.every((range, i) => i === 0 || minutesOf(range.opens) >= minutesOf(ranges[i - 1]!.closes));
}

const shortDays: Record<string, WeekDay> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

/** The day of the week and the minute of the day of an instant in a time zone. */
export function weekTimeIn(timeZone: string, at: Date): { day: WeekDay; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: shortDays[part('weekday')] ?? 'monday',
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * Whether a location is open at an instant, read in the store's time zone (never the phone's): the
 * day it is there, and the closing time of the range it is in (null when closed).
 */
export function openingAt(
  hours: OpeningHours,
  timeZone: string,
  at: Date,
): { open: boolean; day: WeekDay; closes: string | null } {
  const { day, minutes } = weekTimeIn(timeZone, at);
  const range = hours[day].find((r) => minutesOf(r.opens) <= minutes && minutes < minutesOf(r.closes));
  return { open: range !== undefined, day, closes: range?.closes ?? null };
}
