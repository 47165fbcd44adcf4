import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAppWithMail, useTestAppWithMail } from '../../test/build-test-app.ts';
import { mailText } from '../../test/mail-catcher.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { recoveryMail } from '../features/account/auth/index.ts';
import { queueMail } from './mail-queue.ts';

/** What the server logged, one object per line. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

const outbox = (t: TestAppWithMail, to: string) =>
  t.db
    .execute<{ status: string; text_body: string; html_body: string | null; error: string | null }>(
      sql`select status, text_body, html_body, error from mail_outbox where to_address = ${to} order by id`,
    )
    .then((r) => r.rows);

describe('mail through the job queue', () => {
  const log = capturedLog();
  const t = useTestAppWithMail({ logger: log.logger });

  it('sends a mail queued in a transaction that commits, once, and nothing of one that rolls back', async () => {
    const message = { subject: 'Prueba', text: 'Hola' };
    await t.db
      .transaction(async (tx) => {
        await queueMail(t.jobs, tx, { to: 'deshecho@example.com', ...message });
        throw new Error('the change fails after the mail was queued');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => queueMail(t.jobs, tx, { to: 'hecho@example.com', ...message }));
    await t.smtp.waitFor(1);
    await t.jobsSettled();
    expect(t.smtp.mails.map((m) => m.to)).toEqual([['hecho@example.com']]);
    expect(await outbox(t, 'deshecho@example.com')).toEqual([]);
    expect(await outbox(t, 'hecho@example.com')).toMatchObject([{ status: 'sent' }]);
  });

  it('sends nothing more when the job of a sent mail runs again', async () => {
    t.smtp.mails.length = 0;
    await t.db.transaction((tx) =>
      queueMail(t.jobs, tx, { to: 'una-vez@example.com', subject: 'A', text: 'B' }),
    );
    await t.smtp.waitFor(1);
    await t.jobsSettled();
    // The job run again, as after a crash between the SMTP server's answer and the job's completion.
    await t.pool.query(
      `update pgboss.job set state = 'created', started_on = null, completed_on = null where name = 'mail'`,
    );
    await t.jobsSettled();
    expect(t.smtp.mails).toHaveLength(1);
  });

  it('keeps a recovery mail without its link, and logs that it was sent, not the link', async () => {
    t.smtp.mails.length = 0;
    await t.post('/login/client/recovery-password', { email: 'owner@premia.local' });
    const [mail] = await t.smtp.waitFor(1);
    await t.jobsSettled();
    const token = /resetpassword\?token=([A-Za-z0-9_%-]+)/.exec(mailText(mail!.raw))?.[1];
    expect(token).toBeTruthy();
    const [kept] = await outbox(t, 'owner@premia.local');
    expect(kept!.status).toBe('sent');
    expect(kept!.text_body).toContain('[enlace omitido]');
    expect(`${kept!.text_body} ${kept!.html_body}`).not.toContain('token=');
    expect(log.text()).not.toContain(token!);
    expect(log.lines.some((l) => l.msg === 'mail sent')).toBe(true);
  });

  it('takes the links out of the recovery mails kept before (migration)', async () => {
    const link = 'https://premia.example/resetpassword?token=Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTA';
    const old = { to: 'antes@example.com', ...recoveryMail('Ana', link) };
    await t.pool.query(
      `insert into mail_outbox (to_address, subject, text_body, html_body, status) values ($1, $2, $3, $4, 'sent')`,
      [old.to, old.subject, old.text, old.html],
    );
    const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_mail_outbox_without_links.sql'))!;
    await t.pool.query(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    const [kept] = await outbox(t, 'antes@example.com');
    expect(kept!.text_body).toBe(recoveryMail('Ana', '[enlace omitido]').text);
    expect(kept!.html_body).toBe(recoveryMail('Ana', '[enlace omitido]').html);
  });
});

describe('a mail the SMTP server does not take', () => {
  const log = capturedLog();
  const t = useTestAppWithMail({ logger: log.logger });
  beforeAll(async () => {
    await t.smtp.close();
    // Two tries a second apart (the production settings wait minutes between six).
    await t.pool.query(`update pgboss.queue set retry_limit = 1, retry_delay = 1 where name = 'mail'`);
  });

  it('is tried again with backoff, then lands in the dead letter queue; the log tells each step', async () => {
    const owner = await t.login('owner@premia.local');
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Lucía', lastName: 'Sin Correo', email: 'lucia@example.com' },
      owner,
    );
    expect(added.body.s).toBe('ok');
    await t.jobsSettled(20_000);
    const [row] = await outbox(t, 'lucia@example.com');
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    const failures = log.lines.filter((l) => l.msg === 'job failed' && l.queue === 'mail');
    expect(failures.map((l) => [l.attempt, l.of])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(log.lines.some((l) => l.msg === 'job tried again' && l.attempt === 2)).toBe(true);
    const dead = log.lines.find((l) => l.msg === 'job failed for good: it is in its dead letter queue');
    expect(dead).toMatchObject({ level: 50, queue: 'mail' });
    const { rows } = await t.pool.query(
      `select name, state from pgboss.job where name in ('mail', 'mail-dead') order by name`,
    );
    expect(rows).toEqual([
      { name: 'mail', state: 'failed' },
      { name: 'mail-dead', state: 'completed' },
    ]);
  }, 40_000);
});
