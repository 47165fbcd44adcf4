import { issueSaid, type OpeningHours, openingHours, weekDays } from '@premia/contract';
import { serverMessage } from '../../../api/server-message';

/**
 * The location form's hours: a native time input cannot show "24:00", so a range that closes at the
 * day's end shows as closing at 00:00, and a closing 00:00 is sent as "24:00".
 */
export function hoursToForm(hours: OpeningHours | null): OpeningHours {
  return Object.fromEntries(
    weekDays.map((day) => [
      day,
      (hours?.[day] ?? []).map((r) => ({
        opens: r.opens,
        closes: r.closes === '24:00' ? '00:00' : r.closes,
      })),
    ]),
  ) as OpeningHours;
}

export function hoursFromForm(hours: OpeningHours | undefined): OpeningHours | null {
  if (!hours) return null;
  return Object.fromEntries(
    weekDays.map((day) => [
      day,
      (hours[day] ?? []).map((r) => ({ opens: r.opens, closes: r.closes === '00:00' ? '24:00' : r.closes })),
    ]),
  ) as OpeningHours;
}

/** What the server would refuse in these hours, said as it would say it (in the reader's language); null when fine. */
export function hoursProblem(hours: OpeningHours | null): string | null {
  if (!hours) return null;
  const issue = openingHours.safeParse(hours).error?.issues[0];
  return issue ? serverMessage(issueSaid(issue)) : null;
}
