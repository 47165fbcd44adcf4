import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const tooMany = () =>
  new AppError('rate-limited', 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.');

/** Refuses with 429 when the window of this key is already full; counts nothing. */
export async function assertUnderLimit(db: Db, limit: Limit): Promise<void> {
  const result = await db.execute<{ hits: number }>(sql`
    select hits from rate_limit_buckets
    where key = ${limit.key} and window_start > now() - make_interval(secs => ${limit.windowSeconds})`);
  if (Number(result.rows[0]?.hits ?? 0) >= limit.max) throw tooMany();
}

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

/** Counts a hit and refuses with 429 once the window is over its limit. */
export async function hitRateLimit(db: Db, limit: Limit): Promise<void> {
  if ((await countHit(db, limit)) > limit.max) throw tooMany();
}

/** Sign-in counts failures only; recovery and registration count every request. */
export const limits = {
  loginFailuresPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 50, windowSeconds: 300 }),
  loginFailuresPerEmail: (email: string): Limit => ({
    key: `login:email:${email}`,
    max: 10,
    windowSeconds: 900,
  }),
  recoveryPerIp: (ip: string): Limit => ({ key: `recovery:ip:${ip}`, max: 30, windowSeconds: 3600 }),
  recoveryPerEmail: (email: string): Limit => ({
    key: `recovery:email:${email}`,
    max: 5,
    windowSeconds: 3600,
  }),
  registerPerIp: (ip: string): Limit => ({ key: `register:ip:${ip}`, max: 30, windowSeconds: 3600 }),
  registerPerEmail: (email: string): Limit => ({
    key: `register:email:${email}`,
    max: 10,
    windowSeconds: 3600,
  }),
};
