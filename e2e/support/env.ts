import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The run's temporary root, made once by the runner and inherited by the workers through the
 * environment (each worker evaluates the config again); each worker's servers get a folder in it.
 */
export function e2eEnv() {
  if (!process.env.PREMIA_E2E_ROOT) {
    process.env.PREMIA_E2E_ROOT = mkdtempSync(join(tmpdir(), 'premia-e2e-'));
  }
  return { root: process.env.PREMIA_E2E_ROOT };
}

/** The folders (data, mail) of the servers this worker started, by kind (see servers.ts). */
const serverDirs = new Map<string, string>();

export function setServerDir(kind: string, dir: string) {
  serverDirs.set(kind, dir);
}

/** The folder of this worker's server of `kind`; throws when this worker runs none. */
export function serverDir(kind: string): string {
  const dir = serverDirs.get(kind);
  if (!dir) throw new Error(`this worker runs no ${kind} server (its project's serverKind is another)`);
  return dir;
}
