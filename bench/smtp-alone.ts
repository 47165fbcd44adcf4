/**
 * node --import tsx bench/smtp-alone.ts — the bench's SMTP server (the tests' mail catcher) with nothing
 * but a plain nodemailer loop in front of it: no database, no job queue. It tells whether the SMTP side
 * (the server, nodemailer, the pooled connections) can take ≥ 300 mails a second by itself (issue 19).
 * Env: SMTP_ALONE_MAILS (default 1,000), SMTP_ALONE_CONNECTIONS (the pool's size, default 5 as
 * apps/api's mailer), SMTP_ALONE_AT_ONCE (sends in flight, default 16 as a mail batch).
 */
import { execSync } from 'node:child_process';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { startMailCatcher } from '../apps/api/test/mail-catcher.ts';
import { percentiles } from './percentiles.ts';

const MAILS = Number(process.env.SMTP_ALONE_MAILS ?? 1000);
const CONNECTIONS = Number(process.env.SMTP_ALONE_CONNECTIONS ?? 5);
const AT_ONCE = Number(process.env.SMTP_ALONE_AT_ONCE ?? 16);

const sink = await startMailCatcher();
const transport = nodemailer.createTransport({
  ...parseConnectionUrl(sink.url),
  pool: true,
  maxConnections: CONNECTIONS,
  maxMessages: 1000,
});
const times: number[] = [];
let next = 0;
const cpu0 = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (next < MAILS) {
      const i = next++;
      const sent = performance.now();
      await transport.sendMail({
        from: 'Premia <no-responder@premia.local>',
        to: `cliente${i}@correo.pe`,
        subject: 'Doble puntos este fin de semana',
        text: 'Sus compras suman el doble de puntos el sábado y el domingo.\n\n—\nPara dejar de recibirlas, abra este enlace: https://premia.example/baja?t=x',
      });
      times.push(performance.now() - sent);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpu0);
const p = percentiles(times);
console.log(
  `[smtp-alone] ${MAILS} mails, ${CONNECTIONS} connections, ${AT_ONCE} in flight: ${(MAILS / seconds).toFixed(0)} mails/s; each took p50 ${p.p50} / p95 ${p.p95} / p99 ${p.p99} ms; CPU per mail (client and server together) ${((cpu.user + cpu.system) / 1000 / MAILS).toFixed(2)} ms; ${sink.mails.length} received`,
);
console.log(`[smtp-alone] ${execSync('uptime', { encoding: 'utf8' }).trim()}`);
transport.close();
await sink.close();
