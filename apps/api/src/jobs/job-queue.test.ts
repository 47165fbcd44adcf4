import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

const t = useTestApp();

describe('the job queue', () => {
  it('runs the clean-up, the roll-up fold and the move of the level window hourly, one job at a time, with a dead letter queue each; gathers waiting mails, dispatches the webhook outbox and refreshes the wallet passes every minute, one job waiting at most', async () => {
    const schedules = await t.pool.query(`select name, cron, timezone from pgboss.schedule order by name`);
    expect(schedules.rows).toEqual([
      { name: 'automations', cron: '35 * * * *', timezone: 'UTC' },
      { name: 'birthday-gifts', cron: '25 * * * *', timezone: 'UTC' },
      { name: 'clean-up', cron: '0 * * * *', timezone: 'UTC' },
      { name: 'fold-rollups', cron: '5 * * * *', timezone: 'UTC' },
      { name: 'level-window', cron: '10 * * * *', timezone: 'UTC' },
      { name: 'mail-gather', cron: '* * * * *', timezone: 'UTC' },
      { name: 'orders-release', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'passes-refresh', cron: '* * * * *', timezone: 'UTC' },
      { name: 'points-expiry', cron: '15 * * * *', timezone: 'UTC' },
      { name: 'points-expiry-notices', cron: '20 * * * *', timezone: 'UTC' },
      { name: 'survey-invites', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'uploads-sweep', cron: '20 * * * *', timezone: 'UTC' },
      { name: 'webhooks-dispatch', cron: '* * * * *', timezone: 'UTC' },
    ]);
    const queues = await t.pool.query(
      `select name, policy, dead_letter, retry_limit, retry_backoff from pgboss.queue
       where name in ('clean-up', 'fold-rollups', 'mail', 'mail-gather') order by name`,
    );
    expect(queues.rows).toEqual([
      {
        name: 'clean-up',
        policy: 'singleton',
        dead_letter: 'clean-up-dead',
        retry_limit: 3,
        retry_backoff: true,
      },
      {
        name: 'fold-rollups',
        policy: 'singleton',
        dead_letter: 'fold-rollups-dead',
        retry_limit: 3,
        retry_backoff: true,
      },
      { name: 'mail', policy: 'standard', dead_letter: 'mail-dead', retry_limit: 5, retry_backoff: true },
      {
        name: 'mail-gather',
        policy: 'stately',
        dead_letter: 'mail-gather-dead',
        retry_limit: 5,
        retry_backoff: true,
      },
    ]);
  });

  it('deletes old rate-limit windows when a clean-up job runs', async () => {
    await t.pool.query(
      `insert into rate_limit_buckets values ('viejo', now() - interval '2 days', 3), ('nuevo', now(), 1)`,
    );
    await t.db.transaction((tx) => t.jobs.enqueue(tx, 'clean-up', {}));
    await t.jobsSettled();
    const left = await t.pool.query(`select key from rate_limit_buckets where key in ('viejo', 'nuevo')`);
    expect(left.rows).toEqual([{ key: 'nuevo' }]);
  });

  it('never lets two folds run at once, whichever processes take them', async () => {
    // What a second process taking the next fold job does while one runs: the queue refuses it.
    const secondActive = t.db.transaction(async (tx) => {
      await t.jobs.enqueue(tx, 'fold-rollups', {});
      await t.jobs.enqueue(tx, 'fold-rollups', {});
      await tx.execute(sql`update pgboss.job set state = 'active' where name = 'fold-rollups'`);
    });
    await expect(secondActive).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('runs every job of a queue with work once, each on its first try', async () => {
    // How fast a queue with work drains (back to back, not one job per polling interval) is the mail
    // bench's figure (docs/PERFORMANCE.md): a test asserts what ran, never how long it took.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await t.jobs.enqueue(tx, 'mail-batch', { mailIds: [] });
    });
    await t.jobsSettled();
    const { rows } = await t.pool.query<{ state: string; retry_count: number; jobs: number }>(
      `select state, retry_count, count(*)::int as jobs from pgboss.job where name = 'mail-batch'
        group by state, retry_count`,
    );
    expect(rows).toEqual([{ state: 'completed', retry_count: 0, jobs: 20 }]);
  });

  it("runs a fold job through the app's workers", async () => {
    await t.db.transaction((tx) => t.jobs.enqueue(tx, 'fold-rollups', {}));
    await t.jobsSettled();
    const runs = await t.pool.query(`select output from pgboss.job where name = 'fold-rollups'`);
    expect(runs.rows).toEqual([{ output: { ran: true, folded: 0 } }]);
  });
});
