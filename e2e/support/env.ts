import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on now (asked synchronously, since a Playwright config is synchronous). */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/**
 * The run's temporary root and ports, chosen once by the runner and inherited by the workers through
 * the environment (each worker evaluates the config again).
 */
export function e2eEnv() {
  if (!process.env.PREMIA_E2E_ROOT) {
    process.env.PREMIA_E2E_ROOT = mkdtempSync(join(tmpdir(), 'premia-e2e-'));
    process.env.PREMIA_E2E_PORT = String(freePort());
    process.env.PREMIA_E2E_BRAND_PORT = String(freePort());
    process.env.PREMIA_E2E_PAIR_PORT = String(freePort());
  }
  const root = process.env.PREMIA_E2E_ROOT;
  return {
    root,
    port: Number(process.env.PREMIA_E2E_PORT),
    brandPort: Number(process.env.PREMIA_E2E_BRAND_PORT),
    /** The round-robin proxy in front of the two API processes (serve-two.mjs). */
    pairPort: Number(process.env.PREMIA_E2E_PAIR_PORT),
    /** The default brand's server folder (mail, data). */
    mainDir: join(root, 'main'),
    brandDir: join(root, 'brand'),
    pairDir: join(root, 'pair'),
  };
}
