import { entryDetail } from '@premia/client/entry-detail';
import { formatMoney, type LedgerEntry, type BackOfficeAppInput as RouteInput } from '@premia/contract';
import type { TFunction } from 'i18next';
import { callOrThrow } from '../../../api/call';
import { zoned } from '../../../format/days';
import { csvFile } from '../../../ui/csv';

/** The two tabs of spec §2 "Activity" built so far (surveys come with surveys). */
export type ActivityKind = 'purchases' | 'redeemeds';

export const activityPath = {
  purchases: '/client/activity/purchases',
  redeemeds: '/client/activity/redeemeds',
} as const;

export type ActivityFilter = Omit<RouteInput<'/client/activity/purchases'>, 'page' | 'pageSize'>;

export interface FilterState {
  range: { startDate: string; endDate: string } | null;
  locationId: number | null;
  employeeId: number | null;
  customerId: number | null;
}

/** The API input of a filter: only what is set (no range: the API's last 30 days of the store). */
export function filterInput(state: FilterState): ActivityFilter {
  return {
    ...(state.range ?? {}),
    ...(state.locationId ? { locationId: state.locationId } : {}),
    ...(state.employeeId ? { employeeId: state.employeeId } : {}),
    ...(state.customerId ? { customerId: state.customerId } : {}),
  };
}

/**
 * Every row of a paged list, 100 at a time, for an export; `onPage` reports the progress.
 * `readPage` gives one page's rows and the filter's total.
 */
export async function allPages<R>(
  readPage: (page: number, pageSize: number) => Promise<{ rows: R[]; total: number }>,
  onPage?: (loaded: number, total: number) => void,
): Promise<R[]> {
  const pageSize = 100;
  const out: R[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await readPage(page, pageSize);
    out.push(...rows);
    onPage?.(out.length, total);
    if (rows.length < pageSize || out.length >= total) return out;
  }
}

/** Every row of a ledger tab's filter, for the export. */
export function allActivity(
  kind: ActivityKind,
  filter: ActivityFilter,
  onPage?: (loaded: number, total: number) => void,
): Promise<LedgerEntry[]> {
  return allPages(async (page, pageSize) => {
    const result = await callOrThrow(activityPath[kind], { ...filter, page, pageSize });
    return { rows: result.entries, total: result.total };
  }, onPage);
}

/** The CSV of activity rows: column names of the current language, times of the store, money truncated (spec §5). */
export function activityCsv(
  entries: readonly LedgerEntry[],
  kind: ActivityKind,
  t: TFunction,
  timeZone?: string,
): string {
  const header = [
    t('activity.colWhen'),
    t('activity.colCode'),
    t('activity.colCustomer'),
    t('activity.colKind'),
    t('activity.colDetail'),
    t('activity.colPoints'),
    ...(kind === 'purchases'
      ? [t('activity.colAmount'), t('activity.colTicket')]
      : [t('activity.colReward')]),
    t('activity.colEmployee'),
    t('activity.colLocation'),
  ];
  const rows = entries.map((e) => [
    ((z) => `${z.day} ${z.time}`)(zoned(e.createdAt, timeZone)),
    e.clientCode,
    e.customerName,
    t(`loyalty.kinds.${e.kind}`),
    entryDetail(e, t),
    e.points,
    ...(kind === 'purchases'
      ? [e.amount === null ? null : formatMoney(e.amount), e.ticketNumber]
      : [e.reward?.name ?? null]),
    e.employee?.name ?? null,
    e.location?.name ?? null,
  ]);
  return csvFile(header, rows);
}

/** The export's file name: compras-2026-10-01_2026-10-31.csv (compras.csv without a range). */
export function csvName(
  tab: ActivityKind | 'surveys' | 'reviews',
  t: TFunction,
  range: { startDate: string; endDate: string } | undefined,
): string {
  return `${t(`activity.file.${tab}`)}${range ? `-${range.startDate}_${range.endDate}` : ''}.csv`;
}
