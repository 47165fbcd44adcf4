/**
 * An instant as a wall clock in a time zone shows it: the date (YYYY-MM-DD) and the time (HH:mm:ss).
 * Stores' dates and times (a notification's send time, today's date for expiries) are read this way,
 * never in the server's or the browser's zone. No zone (undefined): the runtime's own.
 */
export function localDateTime(
  timeZone: string | undefined,
  at: Date = new Date(),
): { date: string; time: string } {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: text.slice(0, 10), time: text.slice(11, 19) };
}

/** Today (YYYY-MM-DD) in a time zone. */
export const localToday = (timeZone: string, at: Date = new Date()): string =>
  localDateTime(timeZone, at).date;
