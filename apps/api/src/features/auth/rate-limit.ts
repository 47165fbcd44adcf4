import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { failure } from '../../lib/errors.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The codes a refusal for too many attempts may say: texts without parameters. */
export type TooManyCode = 'auth.tooManyAttempts' | 'coupons.tooManyWrong';

export const tooMany = (code: TooManyCode = 'auth.tooManyAttempts') => failure('rate-limited', code);

/** Counts one hit in a fixed window shared by every API process; returns the hits so far. */
export async function countHit(db: Db, limit: Limit): Promise<number> {
  const result = await db.execute<{ hits: number }>(sql`
    insert into rate_limit_buckets (key, window_start, hits) values (${limit.key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                  then 1 else rate_limit_buckets.hits + 1 end,
      window_start = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                  then now() else rate_limit_buckets.window_start end
    returning hits`);
  return Number(result.rows[0]?.hits ?? 0);
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
    returning key, hits`);
  const max = new Map(sorted.map((l) => [l.key, l.max]));
  if (result.rows.some((row) => Number(row.hits) > (max.get(row.key) ?? 0))) throw tooMany(refusal);
}

/**
 * Whether a window already holds its limit's hits, so that one more try would be over it: a caller
 * that counts only failures (takeAttempt on them) asks this before a try that may succeed.
 */
export async function limitReached(db: Db, taken: Limit[]): Promise<boolean> {
  if (taken.length === 0) return false;
  const rows = sql.join(
    taken.map((l) => sql`(${l.key}::text, ${l.windowSeconds}::int, ${l.max}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ reached: boolean }>(sql`
    with window_limit (key, window_seconds, max) as (values ${rows})
    select exists (
      select 1 from rate_limit_buckets b join window_limit l on l.key = b.key
      where b.window_start > now() - make_interval(secs => l.window_seconds) and b.hits >= l.max
    ) as reached`);
  return result.rows[0]?.reached === true;
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

/** Counts a hit and refuses with 429 once the window is over its limit. */
export async function hitRateLimit(db: Db, limit: Limit): Promise<void> {
  if ((await countHit(db, limit)) > limit.max) throw tooMany();
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
