/**
 * With BENCH_CPU_PROF=<folder>, `work` under a V8 CPU profile of this process (the API when it runs in
 * the bench's process, and the load generator), written to <folder>/<name>.cpuprofile for
 * bench/profile-summary.ts. Without it, just `work`.
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';

export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return work();
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
