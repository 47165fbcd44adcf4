/**
 * npm run bench:mail — issue 19: a notification's mail to an SMTP server on the machine at ≥ 300
 * messages a second. A store of BENCH_MAILS customers (default 20,000) who all accept mail gets a
 * notification by mail; the API (its own process, as `npm start`) fans it out (bulk outbox writes, one
 * 'mail-batch' job per 100 mails) and hands the mails to a real SMTP server in this process (the tests'
 * mail catcher, apps/api/test/mail-catcher.ts) over its pooled connections. Measured: mails a second
 * between the first and the last arrival, and from the notification's time to the last one, the CPU per
 * mail, and where the time went (bench/mail-stages.ts). BENCH_CPU_PROF=<folder>: a V8 CPU profile of the
 * API (bench/profile-summary.ts reads it).
 */
import { execSync } from 'node:child_process';
import { localDateTime } from '@premia/contract';
import { startMailCatcher } from '../apps/api/test/mail-catcher.ts';
import { signIn, startApiProcess } from './api-process.ts';
import { postgresCpuMs, postmasterOf, processCpuMs } from './cpu-time.ts';
import { generateStore } from './generate.ts';
import { mailStages } from './mail-stages.ts';
import { BENCH_OWNER, benchDatabase, benchNotificationSettings, grantConsentToAll } from './setup.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 20_000);
const TARGET_PER_SECOND = 300;
const AHEAD_SECONDS = 8;
const TITLE = 'Doble puntos este fin de semana';

const log = (m: string) => console.log(`[bench:mail] ${m}`);
const uptime = () => execSync('uptime', { encoding: 'utf8' }).trim();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  log(uptime());
  const bench = await benchDatabase('premia_bench_mail');
  const store = await generateStore(bench.client, { customers: MAILS, ledgerRows: MAILS, log });
  await grantConsentToAll(bench.client, store.storeId, 'mail');
  // Only the notification's mails: no welcome mail to the generated customers.
  await bench.client.query('update stores set email_on_customer_creation = false where id = $1', [
    store.storeId,
  ]);
  await bench.addOwner(store.storeId);

  const sink = await startMailCatcher();
  const arrivals: number[] = [];
  const watch = setInterval(() => {
    while (arrivals.length < sink.mails.length) arrivals.push(performance.now());
  }, 5);
  const api = await startApiProcess({
    databaseUrl: bench.url,
    dataDir: bench.dataDir,
    smtpUrl: sink.url,
    storeNotifications: true,
    execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [],
  });
  try {
    const token = await signIn(api.base, BENCH_OWNER.email, BENCH_OWNER.password);
    await benchNotificationSettings(api.base, token);
    const due = new Date(Math.ceil((Date.now() + AHEAD_SECONDS * 1000) / 1000) * 1000);
    const res = await fetch(`${api.base}/client/notification/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: TITLE,
        description: 'Sus compras suman el doble de puntos el sábado y el domingo.',
        ...localDateTime('America/Lima', due),
        buttonText: 'Ver',
        buttonLink: 'https://premia.example/doble',
        sendPush: false,
        sendMail: true,
      }),
    });
    if (!res.ok) throw new Error(`add: ${res.status} ${await res.text()}`);

    const postmaster = postmasterOf(bench.dataDir);
    const [api0, pg0, self0] = [
      processCpuMs(api.pid),
      postmaster ? postgresCpuMs(postmaster) : 0,
      process.cpuUsage(),
    ];
    const dueAt = performance.now() + (due.getTime() - Date.now());
    const deadline = Date.now() + AHEAD_SECONDS * 1000 + (MAILS / 50) * 1000;
    while (sink.mails.length < MAILS) {
      if (Date.now() > deadline) throw new Error(`${sink.mails.length} of ${MAILS} mails arrived in time`);
      await sleep(100);
    }
    clearInterval(watch);
    while (arrivals.length < sink.mails.length) arrivals.push(performance.now());
    const apiCpu = processCpuMs(api.pid) - api0;
    const pgCpu = postmaster ? postgresCpuMs(postmaster) - pg0 : Number.NaN;
    const selfCpu = process.cpuUsage(self0);

    const first = arrivals[0]!;
    const last = arrivals.at(-1)!;
    const rate = (MAILS - 1) / ((last - first) / 1000);
    const overall = MAILS / ((last - dueAt) / 1000);
    const distinct = new Set(sink.mails.map((m) => m.to[0])).size;
    log(
      `${MAILS.toLocaleString('en')} mails to ${distinct.toLocaleString('en')} addresses (each once: ${distinct === MAILS})`,
    );
    log(
      `first mail ${((first - dueAt) / 1000).toFixed(2)} s after its time, last ${((last - dueAt) / 1000).toFixed(2)} s`,
    );
    log(
      `${rate.toFixed(0)} mails/s from the first to the last (target ≥ ${TARGET_PER_SECOND}: ${rate >= TARGET_PER_SECOND ? 'met' : 'NOT met'}); ${overall.toFixed(0)} mails/s from its time, fan-out included`,
    );
    log(
      `CPU per mail: API ${(apiCpu / MAILS).toFixed(2)} ms, PostgreSQL ${(pgCpu / MAILS).toFixed(2)} ms, SMTP sink ${((selfCpu.user + selfCpu.system) / 1000 / MAILS).toFixed(2)} ms`,
    );
    for (const stage of await mailStages(bench.client, due, TITLE)) log(`${stage.label}: ${stage.value}`);
    log(uptime());
  } finally {
    clearInterval(watch);
    await api.stop();
    await sink.close();
    await bench.close();
  }
}

await main();
