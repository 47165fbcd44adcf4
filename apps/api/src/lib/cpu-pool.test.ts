import { describe, expect, it } from 'vitest';
import { runTask } from './cpu-pool.ts';
import { AppError, tooLarge } from './errors.ts';

const FIXTURE = new URL('../../test/cpu-pool-fixture.task.ts', import.meta.url).href;

describe('the CPU pool', () => {
  it('runs many tasks at once, more than it has threads, and answers each its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => runTask<{ echo: string }>(FIXTURE, { echo: `t${i}` })),
    );
    expect(results.map((r) => r.echo)).toEqual(Array.from({ length: 12 }, (_, i) => `t${i}`));
  });

  it("rejects a failing task with its error, a user's mistake as the same AppError, and keeps serving", async () => {
    await expect(runTask(FIXTURE, { fail: 'boom' })).rejects.toThrow(/boom/);
    const refused = await runTask(FIXTURE, { refuse: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe('El archivo no es una imagen PNG, JPEG, WebP o GIF.');
    expect(await runTask(FIXTURE, { echo: 'after' })).toMatchObject({ echo: 'after' });
  });

  it('ends a task past its time with the failure asked for, and the next task still runs', async () => {
    const overLimit = () => tooLarge('bulk.tooBigToRead');
    await expect(runTask(FIXTURE, { spin: true }, { timeLimitMs: 300, overLimit })).rejects.toMatchObject({
      status: 413,
    });
    expect(await runTask(FIXTURE, { echo: 'fresh' })).toMatchObject({ echo: 'fresh' });
  });
});
