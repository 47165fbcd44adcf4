import type pg from 'pg';
import { deadLetterOf, type JobName, QUEUES } from './job-queue.ts';

interface QueueDepth {
  queue: string;
  /** Waiting to run (new, or waiting for a retry). */
  waiting: number;
  active: number;
}

/** Jobs waiting and running per queue, dead letter queues included, read from pg-boss's table. */
export async function queueDepth(pool: pg.Pool): Promise<QueueDepth[]> {
  const names = (Object.keys(QUEUES) as JobName[]).flatMap((name) => [name, deadLetterOf(name)]);
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

/** Whether every queue (and its dead letter queue) is installed: the job queue can take work. */
export async function queuesInstalled(db: pg.Pool | pg.ClientBase): Promise<boolean> {
  const names = (Object.keys(QUEUES) as JobName[]).flatMap((name) => [name, deadLetterOf(name)]);
  const found = await db.query<{ n: number }>(
    `select count(*)::int as n from pgboss.queue where name = any($1::text[])`,
    [names],
  );
  return found.rows[0]?.n === names.length;
}
