import { EARNING_KINDS, type LedgerKind, type RouteParsedInput } from '@premia/contract';
import { type RequestContext, type StoreSession, storeSessionOf } from '../../../lib/context.ts';
import { addDays, dayRange } from '../../../lib/day-range.ts';
import { notFound } from '../../../lib/errors.ts';
import { findEmployee, listEmployees } from '../../account/employees/index.ts';
import { findLocation, listLocations } from '../../account/locations/index.ts';
import { findStore } from '../../account/stores/index.ts';
import { findCustomer } from '../../loyalty/customers/index.ts';
import { type ActivityTab, entriesOf } from '../../loyalty/ledger/index.ts';
import { npsOfRange } from '../surveys/index.ts';
import {
  activityPageIds,
  activityTotals,
  dailyRollup,
  outstanding,
  redemptionsSince,
  storeToday,
} from './stats.repository.ts';

/** Today in the store's time zone, read only when the range has no end date. */
const todayIfNeeded = (ctx: RequestContext, storeId: number, input: { endDate?: string | undefined }) =>
  input.endDate ? undefined : storeToday(ctx.db, storeId);

/** An employee sees their own location; the owner sees the whole store. */
function locationScope(session: StoreSession): number | null {
  return session.storeUserType === 'employee' ? session.locationId : null;
}

const NO_ACTIVITY = {
  pointsGiven: 0,
  pointsRedeemed: 0,
  purchasesAmount: 0,
  purchases: 0,
  newCustomers: 0,
  redemptions: 0,
};

/** One row per day of the range, the days without activity as zeros. */
export async function points(ctx: RequestContext, input: RouteParsedInput<'/stats/points'>) {
  const session = storeSessionOf(ctx);
  const { start, end } = dayRange(input, await todayIfNeeded(ctx, session.storeId, input));
  const rows = await dailyRollup(ctx.db, session.storeId, locationScope(session), start, end);
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const data = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    data.push(byDay.get(date) ?? { date, ...NO_ACTIVITY });
  }
  return { data, startDate: start, endDate: end };
}

/**
 * The dashboard's figures. Customers and the points they hold belong to the store; the allowance is
 * billing, the owner's (an employee gets null); an employee's redemptions of the month are those of their own location, like their chart.
 */
export async function moreInfo(ctx: RequestContext, input: RouteParsedInput<'/client/store/more-info'>) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  const [store, today] = await Promise.all([findStore(ctx.db, storeId), storeToday(ctx.db, storeId)]);
  if (!store) throw notFound();
  const [owed, month, nps] = await Promise.all([
    outstanding(ctx.db, storeId),
    redemptionsSince(ctx.db, storeId, `${today.slice(0, 8)}01`, locationScope(session)),
    npsOfRange(ctx, input),
  ]);
  const value = Math.trunc((owed.points * store.conversionMoneyCents) / store.conversionPoints) / 100;
  return {
    storeMoreInfo: {
      clientsAmount: owed.customers,
      pointsOutstanding: owed.points,
      pointsOutstandingValue: value,
      currencyCode: store.currencyCode,
      redemptionsThisMonth: month,
      ...(session.storeUserType === 'owner'
        ? {
            redeemFree: store.redeemFree,
            redeemBought: store.redeemBought,
            redeemUsed: store.redeemUsed,
            redeemLeft: Math.max(0, store.redeemFree + store.redeemBought - store.redeemUsed),
          }
        : { redeemFree: null, redeemBought: null, redeemUsed: null, redeemLeft: null }),
      nps: nps.score,
      npsAnswers: nps.answers,
    },
  };
}

async function activity(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/activity/purchases'>,
  kinds: LedgerKind[],
  tab: ActivityTab,
) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  // Independent lookups, at once: one round trip's wait instead of five.
  const [store, location, employee, customer, today] = await Promise.all([
    findStore(ctx.db, storeId),
    input.locationId ? findLocation(ctx.db, storeId, input.locationId) : true,
    input.employeeId ? findEmployee(ctx.db, storeId, input.employeeId) : true,
    input.customerId ? findCustomer(ctx.db, storeId, input.customerId) : true,
    todayIfNeeded(ctx, storeId, input),
  ]);
  if (!store) throw notFound();
  if (!location) throw notFound('locations.notFound');
  if (!employee) throw notFound('employees.notFound');
  if (!customer) throw notFound('customers.notFound');
  const { start, end } = dayRange(input, today);
  const filter = {
    storeId,
    kinds,
    start,
    end,
    timeZone: store.timeZone,
    locationId: locationScope(session) ?? input.locationId,
    employeeId: input.employeeId,
    customerId: input.customerId,
  };
  const page = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
  const [entries, totals] = await Promise.all([
    entriesOf(ctx.db, filter.storeId, activityPageIds(filter, tab, page)),
    activityTotals(ctx.db, filter, tab),
  ]);
  return { entries, total: totals.count, totals };
}

export const purchases = (ctx: RequestContext, input: RouteParsedInput<'/client/activity/purchases'>) =>
  activity(ctx, input, [...EARNING_KINDS], 'earned');

export const redeemeds = (ctx: RequestContext, input: RouteParsedInput<'/client/activity/redeemeds'>) =>
  activity(ctx, input, ['redemption'], 'redeemed');

export async function filters(ctx: RequestContext) {
  const session = storeSessionOf(ctx);
  const [locations, employees] = await Promise.all([
    listLocations(ctx.db, session.storeId),
    listEmployees(ctx.db, session.storeId),
  ]);
  return {
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    employees: employees.map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}`.trim() })),
  };
}
