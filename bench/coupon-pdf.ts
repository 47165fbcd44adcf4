/**
 * npm run bench:coupons — the printable sheet of a 10,000-code coupon batch (issue 19: under 10 s).
 * Makes the codes as the API does (14 characters, crypto random) and renders the sheet the way the
 * screen asks for it, part after part of 1,000 codes (coupon-sheet.ts, the route's own renderer; the
 * route's other work is one indexed read of the part's codes). Prints each part's time and the total.
 */
import { execSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { couponLink } from '../apps/api/src/features/content/coupons/coupon-link.ts';
import { couponSheet } from '../apps/api/src/features/content/coupons/coupon-sheet.ts';
import {
  COUPON_ALPHABET,
  COUPON_CODE_LENGTH,
  COUPON_PDF_PART,
} from '../packages/contract/src/areas/content/coupons.ts';

const CODES = Number(process.env.BENCH_COUPON_CODES ?? 10_000);
const code = () =>
  Array.from({ length: COUPON_CODE_LENGTH }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join(
    '',
  );

const codes = Array.from({ length: CODES }, code);
const info = {
  storeName: 'Café Aurora',
  logo: null,
  batchName: 'Bench',
  worth: '50 puntos',
  expires: '31/12/2099',
  groupCodes: true,
};
// The QR says the wallet's link, as the route's does (longer than the bare code: a bigger QR).
const qrText = (c: string) =>
  couponLink('https://premia.example', { countryCode: 'pe', slug: 'cafe-aurora' }, c);
console.log(`[bench:coupons] ${execSync('uptime', { encoding: 'utf8' }).trim()}`);
const started = performance.now();
const cpuStart = process.cpuUsage();
let bytes = 0;
for (let at = 0, part = 1; at < codes.length; at += COUPON_PDF_PART, part++) {
  const t0 = performance.now();
  const partCodes = codes.slice(at, at + COUPON_PDF_PART);
  const pdf = await couponSheet({ ...info, qrTexts: partCodes.map(qrText) }, partCodes);
  bytes += pdf.length;
  console.log(
    `[bench:coupons] part ${part}: ${(performance.now() - t0).toFixed(0)} ms, ${(pdf.length / 1024).toFixed(0)} KB`,
  );
}
const total = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
// On a shared machine the wall time counts other people's work; the CPU time is this process's own.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `[bench:coupons] ${CODES.toLocaleString('en')} codes, ${Math.ceil(CODES / 20)} A4 pages: ${total.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU, ${(bytes / 1024 / 1024).toFixed(1)} MB (target < 10 s)`,
);
console.log(`[bench:coupons] ${execSync('uptime', { encoding: 'utf8' }).trim()}`);
