import { invalid } from './errors.ts';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days a list or a figure covers: the range asked, or the 30 days up to today (the store's day);
 * at most a year. `today` is needed only when the input has no end date.
 */
export function dayRange(
  input: { startDate?: string | undefined; endDate?: string | undefined },
  today?: string,
) {
  const end = input.endDate ?? today!;
  const start = input.startDate ?? addDays(end, -29);
  if (start > end) throw invalid('stats.startAfterEnd');
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS >= MAX_DAYS) throw invalid('stats.rangeTooLong');
  return { start, end };
}
