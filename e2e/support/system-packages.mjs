#!/usr/bin/env node
// What the browser tests need from the system, checked before `npm test` (its pretest) and before the
// e2e run: Debian's Chromium headless shell and, for the push test, Debian's Chromium (Playwright drives
// them and never downloads a browser), and pdftoppm (the coupon sheet's test renders the PDF's first
// page). Whatever is missing is installed with apt-get when
// we are root on a machine that has it, so `npm install && npm test` is the whole set-up there;
// elsewhere it stops at once, naming the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { file: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { file: '/usr/bin/chromium', pkg: 'chromium' },
  { file: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
];

const missing = () => needed.filter(({ file }) => !existsSync(file));
const packages = missing().map(({ pkg }) => pkg);
if (packages.length === 0) process.exit(0);

const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((file) => existsSync(file));
const names = packages.join(' ');
const files = missing()
  .map(({ file }) => file)
  .join(', ');

if (!aptGet || process.getuid?.() !== 0) {
  const command = aptGet ? `sudo apt-get update && sudo apt-get install -y ${names}` : null;
  console.error(
    `The browser tests need ${files} (Debian's ${names}). ` +
      (command
        ? `Run:\n\n  ${command}\n\nthen npm test again.`
        : `Install ${names} (Debian's names), then run npm test again.`),
  );
  process.exit(1);
}

console.log(`Installing ${names} for the browser tests (apt-get, as root): ${files} missing.`);
const apt = (...args) => {
  const run = spawnSync(aptGet, ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (${run.status ?? run.signal}).`);
    process.exit(1);
  }
};
apt('update', '-qq');
apt('install', '-y', '-qq', ...packages);
const still = missing();
if (still.length > 0) {
  console.error(`Still missing after apt-get install ${names}: ${still.map(({ file }) => file).join(', ')}.`);
  process.exit(1);
}
