import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { failure, type RateLimitState, rateLimited } from '../../../lib/errors.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The codes a refusal for too many attempts may say: texts without parameters. */
export type TooManyCode = 'auth.tooManyAttempts' | 'coupons.tooManyWrong';

/** A 429 for too many attempts: with the limit it met (its Retry-After) when the caller knows it. */
export const tooMany = (code: TooManyCode = 'auth.tooManyAttempts', state?: RateLimitState) =>
  state ? rateLimited(state, code) : failure('rate-limited', code);

/** Where a window stands: its hits and the seconds until it starts again. */
export interface WindowState {
  hits: number;
  resetSeconds: number;
}

/** The seconds a window has left, from its start's age as the database's clock tells it. */
const resetOf = (limit: Limit, ageSeconds: number | string) =>
  Math.max(1, Math.ceil(limit.windowSeconds - Number(ageSeconds)));

/** Counts one hit in a fixed window shared by every API process; returns the hits so far and its reset. */
export async function countHit(db: Db, limit: Limit): Promise<WindowState> {
  const result = await db.execute<{ hits: number; age: number }>(sql`
    insert into rate_limit_buckets (key, window_start, hits) values (${limit.key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                  then 1 else rate_limit_buckets.hits + 1 end,
      window_start = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                  then now() else rate_limit_buckets.window_start end
    returning hits, extract(epoch from now() - window_start)::float8 as age`);
  const row = result.rows[0];
  return { hits: Number(row?.hits ?? 0), resetSeconds: resetOf(limit, row?.age ?? 0) };
}

/**
 * Takes one attempt from every limit, atomically, before the attempt is judged: one statement counts a
 * hit in each window (its rows locked in key order, so concurrent calls never deadlock) and the call is
 * refused with 429 when any window is now over its limit. Fifty parallel tries against a limit of ten
 * get the counts 1 to 50: exactly ten go on. giveBack returns the attempt of a call that succeeded.
 * `refusal` is the message of the 429 (the sign-in's by default).
 */
export async function takeAttempt(db: Db, taken: Limit[], refusal?: TooManyCode): Promise<void> {
  if (taken.length === 0) return;
  const sorted = [...taken].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = sql.join(
    sorted.map((l) => sql`(${l.key}::text, ${l.windowSeconds}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; hits: number }>(sql`
    with attempt (key, window_seconds) as (values ${rows})
    insert into rate_limit_buckets (key, window_start, hits)
    select key, now(), 1 from attempt
    on conflict (key) do update set
      hits = case when rate_limit_buckets.window_start <= now() - make_interval(secs =>
                    (select a.window_seconds from attempt a where a.key = excluded.key))
                  then 1 else rate_limit_buckets.hits + 1 end,
      window_start = case when rate_limit_buckets.window_start <= now() - make_interval(secs =>
                    (select a.window_seconds from attempt a where a.key = excluded.key))
                  then now() else rate_limit_buckets.window_start end
    returning key, hits, extract(epoch from now() - window_start)::float8 as age`);
  const byKey = new Map(sorted.map((l) => [l.key, l]));
  let refused: RateLimitState | undefined;
  for (const row of result.rows as { key: string; hits: number; age: number }[]) {
    const limit = byKey.get(row.key);
    if (!limit || Number(row.hits) <= limit.max) continue;
    const state = { limit: limit.max, resetSeconds: resetOf(limit, row.age) };
    // The caller may try again once every window it is over lets it: the latest reset.
    if (!refused || state.resetSeconds > refused.resetSeconds) refused = state;
  }
  if (refused) throw tooMany(refusal, refused);
}

/**
 * Whether a window already holds its limit's hits, so that one more try would be over it: a caller
 * that counts only failures (takeAttempt on them) asks this before a try that may succeed.
 */
export async function limitReached(db: Db, taken: Limit[]): Promise<RateLimitState | undefined> {
  if (taken.length === 0) return undefined;
  const rows = sql.join(
    taken.map((l) => sql`(${l.key}::text, ${l.windowSeconds}::int, ${l.max}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ max: number; reset: number }>(sql`
    with window_limit (key, window_seconds, max) as (values ${rows})
    select l.max, extract(epoch from b.window_start + make_interval(secs => l.window_seconds) - now())::float8 as reset
    from rate_limit_buckets b join window_limit l on l.key = b.key
    where b.window_start > now() - make_interval(secs => l.window_seconds) and b.hits >= l.max
    order by reset desc limit 1`);
  const row = result.rows[0];
  return row
    ? { limit: Number(row.max), resetSeconds: Math.max(1, Math.ceil(Number(row.reset))) }
    : undefined;
}

/** Gives back an attempt takeAttempt took: a sign-in that succeeded counts against no limit. */
export async function giveBack(db: Db, taken: Limit[]): Promise<void> {
  if (taken.length === 0) return;
  const keys = sql.join(
    taken.map((l) => sql`${l.key}`),
    sql`, `,
  );
  // A window back to no hit is no row at all: successful sign-ins leave nothing behind.
  await db.execute(sql`
    with emptied as (delete from rate_limit_buckets where key in (${keys}) and hits <= 1)
    update rate_limit_buckets set hits = hits - 1 where key in (${keys}) and hits > 1`);
}

/**
 * Marks that something happened now (a window starting again at every mark): markedWithin tells whether
 * the last mark is younger than the limit's window.
 */
export async function mark(db: Db, limit: Limit): Promise<void> {
  await db.execute(sql`
    insert into rate_limit_buckets (key, window_start, hits) values (${limit.key}, now(), 1)
    on conflict (key) do update set window_start = now(), hits = 1`);
}

export async function markedWithin(db: Db, limit: Limit): Promise<boolean> {
  const result = await db.execute<{ marked: boolean }>(sql`
    select exists (select 1 from rate_limit_buckets where key = ${limit.key}
      and window_start > now() - make_interval(secs => ${limit.windowSeconds})) as marked`);
  return result.rows[0]?.marked === true;
}

/** Empties a window: what it counted no longer holds anyone. */
export async function forget(db: Db, limit: Limit): Promise<void> {
  await db.execute(sql`delete from rate_limit_buckets where key = ${limit.key}`);
}

/** Where a caller stands against a limit after a counted call: what the RateLimit-* headers say. */
export interface RateLimitStanding {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Counts a hit and refuses with 429 once the window is over its limit; says where the caller stands. */
export async function hitRateLimit(db: Db, limit: Limit): Promise<RateLimitStanding> {
  const { hits, resetSeconds } = await countHit(db, limit);
  if (hits > limit.max) throw tooMany('auth.tooManyAttempts', { limit: limit.max, resetSeconds });
  return { limit: limit.max, remaining: Math.max(0, limit.max - hits), resetSeconds };
}

/**
 * Sign-in counts failures only (docs/SECURITY.md): per account and address, per address, and a slower
 * limit per account that a place the account signed in from before does not meet. Recovery and
 * registration count every request.
 */
export const limits = {
  loginFailuresPerEmailAndIp: (email: string, ip: string): Limit => ({
    key: `login:email-ip:${email} ${ip}`,
    max: 10,
    windowSeconds: 900,
  }),
  loginFailuresPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 50, windowSeconds: 300 }),
  loginFailuresPerEmail: (email: string): Limit => ({
    key: `login:email:${email}`,
    max: 50,
    windowSeconds: 3600,
  }),
  recoveryPerIp: (ip: string): Limit => ({ key: `recovery:ip:${ip}`, max: 30, windowSeconds: 3600 }),
  recoveryPerEmail: (email: string): Limit => ({
    key: `recovery:email:${email}`,
    max: 5,
    windowSeconds: 3600,
  }),
  /**
   * Customers a store registers in an hour: far above a busy counter, low enough that a store made to
   * spam cannot mail thousands of addresses in its name (issue #14 item 8).
   */
  customersPerStore: (storeId: number): Limit => ({
    key: `customers:store:${storeId}`,
    max: 500,
    windowSeconds: 3600,
  }),
  registerPerIp: (ip: string): Limit => ({ key: `register:ip:${ip}`, max: 30, windowSeconds: 3600 }),
  registerPerEmail: (email: string): Limit => ({
    key: `register:email:${email}`,
    max: 10,
    windowSeconds: 3600,
  }),
};
