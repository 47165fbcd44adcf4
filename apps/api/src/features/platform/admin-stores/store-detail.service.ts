import type { RouteParsedInput } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { dailyRollup, storeToday } from '../../insight/stats/index.ts';
import {
  findStoreWithOwner,
  newCustomersByMonth,
  storeCounts,
  storeEvents,
} from './admin-stores.repository.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function storeOrNotFound(deps: Deps, storeId: number) {
  const store = await findStoreWithOwner(deps.db, storeId);
  if (!store) throw notFound('adminStores.notFound');
  return store;
}

export async function storeDetail(deps: Deps, input: RouteParsedInput<'/admin/store/get'>) {
  const s = await storeOrNotFound(deps, input.storeId);
  const counts = await storeCounts(deps.db, s.id);
  const typeName = s.store_type_translations?.find((t) => t.languageCode === 'es')?.text ?? s.store_type_name;
  const total = s.redeem_free + s.redeem_bought;
  return {
    store: {
      id: s.id,
      name: s.name,
      ruc: s.ruc,
      slug: s.slug,
      active: s.active,
      closedAt: s.deleted_at ? new Date(s.deleted_at).toISOString() : null,
      createdAt: new Date(s.created_at).toISOString(),
      storeType: s.store_type_id !== null && typeName ? { id: s.store_type_id, name: typeName } : null,
      country: { id: s.country_id, name: s.country_name },
      currencyCode: s.currency_code,
      timeZone: s.time_zone,
      email: s.email,
      phone: s.phone,
      owner:
        s.owner_id !== null
          ? { id: s.owner_id, name: `${s.owner_first_name} ${s.owner_last_name}`, email: s.owner_email ?? '' }
          : null,
      locations: counts.locations ?? [],
      employees: counts.employees,
      customers: counts.customers,
      allowance: {
        redeemFree: s.redeem_free,
        redeemBought: s.redeem_bought,
        used: s.redeem_used,
        left: Math.max(0, total - s.redeem_used),
      },
      lastPlan:
        counts.last_plan && counts.last_plan_at
          ? { name: counts.last_plan, confirmedAt: new Date(counts.last_plan_at).toISOString() }
          : null,
      subscription: !s.with_subscription
        ? ('absent' as const)
        : s.has_subscription
          ? ('enabled' as const)
          : ('disabled' as const),
    },
  };
}

/** The same roll-ups as the store's own dashboard: daily_stats, per day and per month. */
export async function storeCharts(deps: Deps, input: RouteParsedInput<'/admin/store/more-info'>) {
  const store = await storeOrNotFound(deps, input.storeId);
  const end = input.endDate ?? (await storeToday(deps.db, store.id));
  const start = input.startDate ?? addDays(end, -29);
  if (start > end) throw invalid('stats.startAfterEnd');
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS >= 366) throw invalid('stats.rangeTooLong');
  const [year, month] = end.split('-').map(Number) as [number, number];
  const firstMonth = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  const [rows, byMonth] = await Promise.all([
    dailyRollup(deps.db, store.id, null, start, end),
    newCustomersByMonth(deps.db, store.id, firstMonth, end),
  ]);
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const days = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const r = byDay.get(date);
    days.push({ date, pointsGiven: r?.pointsGiven ?? 0, pointsRedeemed: r?.pointsRedeemed ?? 0 });
  }
  const months = [];
  for (
    let month = firstMonth.slice(0, 7);
    month <= end.slice(0, 7);
    month = addDays(`${month}-28`, 5).slice(0, 7)
  ) {
    months.push({ month, newCustomers: byMonth.get(month) ?? 0 });
  }
  return { startDate: start, endDate: end, days, months };
}

export async function storeActivity(deps: Deps, input: RouteParsedInput<'/admin/store/get-activity'>) {
  const store = await storeOrNotFound(deps, input.storeId);
  const rows = await storeEvents(deps.db, store.id, input.pageSize, (input.page - 1) * input.pageSize);
  return { events: rows.slice(0, input.pageSize), hasMore: rows.length > input.pageSize };
}
