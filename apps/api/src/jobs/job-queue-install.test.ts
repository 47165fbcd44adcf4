import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { installJobQueue } from './job-queue.ts';
import { queuesInstalled } from './queue-depth.ts';
import { JOBS, QUEUE_NAMES } from './registry.ts';

describe('installing the job queue at start', () => {
  let url: string;
  const t = useTestApp({ seed: false });
  beforeAll(async () => {
    url = (t.pool.options as { connectionString: string }).connectionString;
  });

  const mark = async () =>
    (await t.pool.query<{ c: string | null }>(`select obj_description('pgboss'::regnamespace) as c`)).rows[0]!
      .c;
  const lastUpdate = async () =>
    (
      await t.pool.query<{ at: Date }>('select max(updated_on) as at from pgboss.queue')
    ).rows[0]!.at.getTime();

  it('does nothing when the queues are installed as this code installs them', async () => {
    expect(await mark()).toMatch(/^premia queues [0-9a-f]{16}$/);
    const before = await lastUpdate();
    await installJobQueue(url, JOBS);
    expect(await lastUpdate()).toBe(before);
  });

  it('installs again when what is installed was made by other settings, and marks it', async () => {
    const installed = await mark();
    await t.pool.query(`comment on schema pgboss is 'premia queues 0000000000000000'`);
    const before = await lastUpdate();
    await installJobQueue(url, JOBS);
    expect(await lastUpdate()).toBeGreaterThan(before);
    expect(await mark()).toBe(installed);
    expect(await queuesInstalled(t.pool, QUEUE_NAMES)).toBe(true);
  });
});
