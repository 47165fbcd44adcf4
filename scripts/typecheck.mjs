// Type-checks every TypeScript project, as many at a time as the machine has cores (at least two):
// each tsc is single-threaded, so one after another leaves a core idle.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['apps/web', 'apps/api', 'apps/wallet', 'e2e', 'packages/contract', 'packages/client'];
const queue = [...projects];
let failed = false;

async function next() {
  const project = queue.shift();
  if (!project) return;
  const code = await new Promise((resolve) => {
    spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' }).on('exit', resolve);
  });
  if (code !== 0) {
    failed = true;
    console.error(`tsc -p ${project}: type errors`);
  }
  await next();
}

await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, next));
process.exit(failed ? 1 : 0);
