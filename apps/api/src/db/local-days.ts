import { gte, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import { sql } from './sql.ts';

/** A time zone's name, or the column or SQL that holds it (a store's `time_zone`). */
type Zone = string | SQLWrapper;

/** The instant a day of the store begins (the day is SQL of type date). */
export const dayStart = (day: SQL, timeZone: Zone) => sql`(${day})::timestamp at time zone ${timeZone}`;

/** `column` (an instant) on or after the start of the store's day `from` ('YYYY-MM-DD'). */
export const sinceDay = (column: SQLWrapper, from: string, timeZone: Zone) =>
  gte(column, dayStart(sql`${from}::date`, timeZone));

/** `column` (an instant) before the end of the store's day `to` ('YYYY-MM-DD'). */
export const untilDay = (column: SQLWrapper, to: string, timeZone: Zone) =>
  lt(column, dayStart(sql`${to}::date + 1`, timeZone));
