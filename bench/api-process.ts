import { fork } from 'node:child_process';
import path from 'node:path';

/**
 * The API in a process of its own (bench/api-server.ts), as `npm start` runs it, so that the load
 * generator in the bench process does not share the server's thread and the API's CPU time is its own.
 * BENCH_CPU_PROF=<folder> writes the API's CPU profile there.
 */
export async function startApiProcess(databaseUrl: string, dataDir: string) {
  const api = fork(path.join(import.meta.dirname, 'api-server.ts'), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_APP_DATA_DIR: dataDir },
  });
  const port = await new Promise<number>((resolve, reject) => {
    api.once('message', (m) => resolve((m as { port: number }).port));
    api.once('exit', (code) => reject(new Error(`the API process ended (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: api.pid!,
    /** Ends the process (it closes the app and its pool when the channel closes). */
    stop: async () => {
      const ended = new Promise((resolve) => api.once('exit', resolve));
      api.disconnect();
      await ended;
    },
  };
}
