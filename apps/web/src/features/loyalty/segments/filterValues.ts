import { localeOf } from '@premia/client/format';
import { type SegmentFilter, segmentFilter } from '@premia/contract';
import { amountIn, type MoneyValue } from '../../../forms/MoneyInput';
import type { NumberValue } from '../../../forms/NumberInput';

/** The number fields of a filter, typed in a NumberInput. */
export const numberKeys = [
  'visitedWithinDays',
  'notVisitedForDays',
  'pointsMin',
  'pointsMax',
  'visitsMin',
  'visitsMax',
] as const;
/** The money fields of a filter, typed in a MoneyInput. */
export const moneyKeys = ['spendMin', 'spendMax'] as const;

/** The form's values of a filter: as typed, a blank field being no condition. */
export type FilterValues = Partial<Record<(typeof numberKeys)[number], NumberValue>> &
  Partial<Record<(typeof moneyKeys)[number], MoneyValue>> & {
    levelId?: number | null;
    birthdayMonth?: number | null;
    consent?: SegmentFilter['consent'] | null;
    locationId?: number | null;
  };

const numberIn = (value: NumberValue): number | undefined => (typeof value === 'number' ? value : undefined);

/** The filter the form's values say: the fields set, each read as a number (a text not read is left out). */
export function filterOf(values: FilterValues): SegmentFilter {
  const filter: Record<string, unknown> = {};
  for (const key of numberKeys) {
    const n = numberIn(values[key]);
    if (n !== undefined) filter[key] = n;
  }
  for (const key of moneyKeys) {
    const amount = amountIn(values[key] ?? null);
    if (amount !== null) filter[key] = amount;
  }
  for (const key of ['levelId', 'birthdayMonth', 'consent', 'locationId'] as const) {
    const value = values[key];
    if (value !== undefined && value !== null) filter[key] = value;
  }
  return filter as SegmentFilter;
}

/** Whether every field typed is read, and the filter is one the server takes: only then is it counted. */
export function countable(values: FilterValues): SegmentFilter | null {
  const typedButUnread = [...numberKeys, ...moneyKeys].some((key) => typeof values[key] === 'string');
  if (typedButUnread) return null;
  const parsed = segmentFilter.safeParse(filterOf(values));
  return parsed.success ? parsed.data : null;
}

/** A saved filter as the form's values. */
export const valuesOf = (filter: SegmentFilter): FilterValues => ({ ...filter });

/** A month's name (1–12) in the reader's language. */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** The 12 months by name, in the reader's language. */
export const monthOptions = (language: string) =>
  Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1, language) }));
