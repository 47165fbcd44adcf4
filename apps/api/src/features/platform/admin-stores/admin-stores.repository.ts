import { STORES_COUNT_LIMIT } from '@premia/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { EARNING_IN } from '../../../db/kinds-sql.ts';
import { users } from '../../../db/schema.ts';
import { liveCustomersOf } from '../../insight/stats/index.ts';
import { subscriptionEnabledSql } from '../general/index.ts';

export interface StoreListFilter {
  search?: string | undefined;
  status: 'all' | 'active' | 'inactive';
  limit: number;
  offset: number;
}

/** A search as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: StoreListFilter) {
  const parts = [sql`true`];
  if (f.status === 'active') parts.push(sql`s.active`);
  if (f.status === 'inactive') parts.push(sql`not s.active`);
  // Name, RUC or an owner's email, in search_text (kept by triggers) through its trigram index; a search
  // most stores match is read in the list's order instead (stores_name_id_idx), as the planner sees fit.
  if (f.search) parts.push(sql`s.search_text like ${containing(f.search)}`);
  return sql.join(parts, sql` and `);
}

/** The store `s`'s owner (the first, should there be several) as `o`. */
const ownerOfStore = sql`left join lateral (
  select u.id, u.first_name, u.last_name, u.email from users u
  where u.store_id = s.id and u.store_user_type = 'owner' order by u.id limit 1
) o on true`;

export type StoreListRow = {
  id: number;
  name: string;
  ruc: string | null;
  active: boolean;
  created_at: Date;
  redeem_left: number;
  store_type_id: number | null;
  store_type_name: string | null;
  store_type_translations: { languageCode: string; text: string }[] | null;
  country_id: number;
  country_name: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  customers: number;
};

/**
 * How many stores the filter lists. Without a search, the platform's kept totals (no count of the
 * stores). With one, its matches counted up to STORES_COUNT_LIMIT past the page's first row: a search
 * most stores match stops counting there (more) instead of reading every store.
 */
function countOf(f: StoreListFilter) {
  if (f.search) {
    return sql`select count(*)::int as n from (
      select 1 from stores s where ${whereOf(f)} limit ${f.offset + STORES_COUNT_LIMIT + 1}) x`;
  }
  return sql`select coalesce(sum(${f.status === 'inactive' ? sql`0` : sql`active`}
      + ${f.status === 'active' ? sql`0` : sql`inactive`}), 0)::int as n
    from platform_store_totals`;
}

export interface StoresPage {
  rows: StoreListRow[];
  total: number;
  more: boolean;
  subscriptionEnabled: boolean;
}

/**
 * One page of stores by name, with each one's customers from its kept figures, how many the filter
 * lists (countOf) and whether subscriptions are on: one statement, one round trip. The page's ids come
 * first (without a search, from stores_name_id_idx alone, however deep the page), then their rows.
 */
export async function storesPage(db: DbOrTx, f: StoreListFilter): Promise<StoresPage> {
  const result = await db.execute<
    { counted: number; subscription_enabled: boolean } & { [K in keyof StoreListRow]: StoreListRow[K] | null }
  >(sql`
    with page as (
      select s.id from stores s where ${whereOf(f)}
      order by s.name, s.id limit ${f.limit} offset ${f.offset}
    ),
    counted as (${countOf(f)})
    select counted.n as counted, ${subscriptionEnabledSql} as subscription_enabled, r.*
    from counted
    left join lateral (
      select s.id, s.name, s.ruc, s.active, s.created_at,
        greatest(0, s.redeem_free + s.redeem_bought - s.redeem_used)::int as redeem_left,
        st.id as store_type_id, st.name as store_type_name, st.translations as store_type_translations,
        c.id as country_id, c.name as country_name,
        o.id as owner_id, o.first_name || ' ' || o.last_name as owner_name, o.email::text as owner_email,
        ${liveCustomersOf(sql`s.id`)} as customers
      from page p
      join stores s on s.id = p.id
      join countries c on c.id = s.country_id
      left join store_types st on st.id = s.store_type_id
      ${ownerOfStore}
    ) r on true
    order by r.name, r.id`);
  const first = result.rows[0]!;
  const n = Number(first.counted);
  const cap = f.search ? f.offset + STORES_COUNT_LIMIT : Number.POSITIVE_INFINITY;
  return {
    rows: result.rows
      .filter((r) => r.id !== null)
      .map(({ counted: _, subscription_enabled: __, ...r }) => ({
        ...(r as StoreListRow),
        created_at: new Date(r.created_at as Date),
      })),
    total: Math.min(n, cap),
    more: n > cap,
    subscriptionEnabled: first.subscription_enabled,
  };
}

/** A store with the names the admin reads, and its owner. */
export async function findStoreWithOwner(db: DbOrTx, storeId: number) {
  const result = await db.execute<{
    id: number;
    name: string;
    ruc: string | null;
    slug: string;
    active: boolean;
    deleted_at: string | null;
    created_at: string;
    store_type_id: number | null;
    store_type_name: string | null;
    store_type_translations: { languageCode: string; text: string }[] | null;
    country_id: number;
    country_name: string;
    currency_code: string;
    currency_name: string;
    time_zone: string;
    email: string | null;
    phone: string | null;
    redeem_free: number;
    redeem_bought: number;
    redeem_used: number;
    with_subscription: boolean;
    has_subscription: boolean;
    owner_id: number | null;
    owner_first_name: string | null;
    owner_last_name: string | null;
    owner_email: string | null;
  }>(sql`
    select s.id, s.name, s.ruc, s.slug::text as slug, s.active, s.deleted_at, s.created_at,
      st.id as store_type_id, st.name as store_type_name, st.translations as store_type_translations,
      c.id as country_id, c.name as country_name, s.currency_code, cur.name as currency_name, s.time_zone,
      s.email, s.phone, s.redeem_free, s.redeem_bought, s.redeem_used, s.with_subscription, s.has_subscription,
      o.id as owner_id, o.first_name as owner_first_name, o.last_name as owner_last_name,
      o.email::text as owner_email
    from stores s
    join countries c on c.id = s.country_id
    join currencies cur on cur.code = s.currency_code
    left join store_types st on st.id = s.store_type_id
    ${ownerOfStore}
    where s.id = ${storeId}`);
  return result.rows[0];
}
export type StoreWithOwner = NonNullable<Awaited<ReturnType<typeof findStoreWithOwner>>>;

/** The owner user of that store (the pair the business modal edits), or undefined. */
export async function findOwner(db: DbOrTx, storeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.storeId, storeId), eq(users.storeUserType, 'owner')))
    .limit(1);
  return row;
}

/** The store's locations, employees and customers, for its detail. */
export async function storeCounts(db: DbOrTx, storeId: number) {
  const result = await db.execute<{
    locations: { id: number; name: string }[] | null;
    employees: number;
    customers: number;
    last_plan: string | null;
    last_plan_at: string | null;
  }>(sql`
    select
      (select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id)
         from locations l where l.store_id = ${storeId} and l.deleted_at is null) as locations,
      (select count(*)::int from users u where u.store_id = ${storeId} and u.store_user_type = 'employee'
         and u.deleted_at is null) as employees,
      ${liveCustomersOf(storeId)} as customers,
      p.name as last_plan, p.confirmed_at as last_plan_at
    from (select 1) one
    left join lateral (
      select pl.name, pa.confirmed_at from payments pa join plans pl on pl.id = pa.plan_id
      where pa.store_id = ${storeId} and pa.status = 'confirmed' order by pa.confirmed_at desc limit 1
    ) p on true`);
  return result.rows[0]!;
}

/** New customers per month (YYYY-MM) from the store's daily roll-up, from one day to another. */
export async function newCustomersByMonth(db: DbOrTx, storeId: number, start: string, end: string) {
  const result = await db.execute<{ month: string; n: string }>(sql`
    select to_char(day, 'YYYY-MM') as month, sum(new_customers)::bigint as n
    from daily_stats where store_id = ${storeId} and day between ${start}::date and ${end}::date
    group by 1`);
  return new Map(result.rows.map((r) => [r.month, Number(r.n)]));
}

export type StoreEventRow = {
  at: string;
  kind: 'signIn' | 'pointsGiven' | 'redemption' | 'payment' | 'settings';
  who: string | null;
  detail: string;
};

/**
 * The store's latest events from each source (each read newest first through its index, no more than
 * the page needs), merged: sign-ins, points given, redemptions, payments, settings changes.
 */
export async function storeEvents(db: DbOrTx, storeId: number, limit: number, offset: number) {
  const n = limit + offset;
  const result = await db.execute<StoreEventRow>(sql`
    select * from (
      (select se.created_at as at, 'signIn' as kind, u.first_name || ' ' || u.last_name as who,
          'Inició sesión' as detail
        from sessions se join users u on u.id = se.user_id
        where u.store_id = ${storeId} order by se.created_at desc limit ${n})
      union all
      (select l.created_at, 'pointsGiven', u.first_name || ' ' || u.last_name,
          l.points || ' puntos' || coalesce(' (ticket ' || l.ticket_number || ')', '')
        from ledger_entries l left join users u on u.id = l.user_id
        where l.store_id = ${storeId} and l.kind in (${EARNING_IN}) order by l.created_at desc, l.id desc limit ${n})
      union all
      (select l.created_at, 'redemption', u.first_name || ' ' || u.last_name, (-l.points) || ' puntos'
        from ledger_entries l left join users u on u.id = l.user_id
        where l.store_id = ${storeId} and l.kind = 'redemption' order by l.created_at desc, l.id desc limit ${n})
      union all
      (select coalesce(p.confirmed_at, p.created_at), 'payment', u.first_name || ' ' || u.last_name,
          coalesce(pl.name, 'Pago') || ': ' || p.redemptions || ' canjes, '
            || case p.status when 'pending' then 'pendiente' when 'confirmed' then 'confirmado' else 'cancelado' end
        from payments p left join plans pl on pl.id = p.plan_id left join users u on u.id = p.created_by_user_id
        where p.store_id = ${storeId} order by p.created_at desc limit ${n})
      union all
      (select e.created_at, 'settings', u.first_name || ' ' || u.last_name, e.detail
        from store_events e left join users u on u.id = e.user_id
        where e.store_id = ${storeId} order by e.created_at desc limit ${n})
    ) events
    order by at desc limit ${limit + 1} offset ${offset}`);
  return result.rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}
