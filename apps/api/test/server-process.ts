import { type ChildProcess, spawn } from 'node:child_process';
import { API_ROOT } from '../src/lib/paths.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** The server's address, once it listens. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * The real server (src/main.ts through tsx) as a child process, on a free port, with `env` added (a
 * name set to undefined is left out).
 */
export function startServerProcess(env: NodeJS.ProcessEnv): ServerProcess {
  const merged = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  const defined = Object.entries(merged).filter(([, value]) => value !== undefined);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: Object.fromEntries(defined),
  });
  let out = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => out };
}

/** A POST with a JSON body to a running server; the answer's body. */
export async function postJson(base: string, route: string, body: unknown, token?: string) {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  return (await res.json()) as any;
}
