import type pg from 'pg';
import type { JobName } from './job.ts';

/** Where a queue's jobs go once they have failed every try (kept there for whoever looks into them). */
export const deadLetterOf = (name: JobName) => `${name}-dead`;

interface QueueDepth {
  queue: string;
  /** Waiting to run (new, or waiting for a retry). */
  waiting: number;
  active: number;
}

/** Jobs waiting and running per queue of `queues`, dead letter queues included, read from pg-boss's table. */
export async function queueDepth(pool: pg.Pool, queues: readonly JobName[]): Promise<QueueDepth[]> {
  const names = queues.flatMap((name) => [name, deadLetterOf(name)]);
  const found = await pool.query<{ queue: string; waiting: number; active: number }>(
    `select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
            count(j.id) filter (where j.state = 'active')::int as active
       from pgboss.queue q
       left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
      where q.name = any($1::text[])
      group by q.name
      order by q.name`,
    [names],
  );
  return found.rows;
}

/** Whether every queue of `queues` (and its dead letter queue) is installed: the job queue can take work. */
export async function queuesInstalled(
  db: pg.Pool | pg.ClientBase,
  queues: readonly JobName[],
): Promise<boolean> {
  const names = queues.flatMap((name) => [name, deadLetterOf(name)]);
  const found = await db.query<{ n: number }>(
    `select count(*)::int as n from pgboss.queue where name = any($1::text[])`,
    [names],
  );
  return found.rows[0]?.n === names.length;
}
