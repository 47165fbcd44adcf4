import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../test/mail-catcher.ts';
import { createMailer, type Mailer } from './mailer.ts';

describe('the mailer', () => {
  let sink: Awaited<ReturnType<typeof startMailCatcher>>;
  let mailer: Mailer;
  beforeAll(async () => {
    sink = await startMailCatcher();
    mailer = createMailer({ smtpUrl: sink.url, from: 'Premia <no-responder@premia.local>' });
  });
  afterAll(async () => {
    mailer.close();
    await sink.close();
  });

  it('hands mails one after another over an open connection without waiting on the network (issue 19)', async () => {
    // With Nagle's algorithm on the socket (nodemailer 8), each mail waited for the SMTP server's delayed
    // acknowledgement, about 40 ms whatever the CPU. The median, not the total: a busy machine's stalls
    // lengthen a few sends, not most of them.
    const took: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await mailer.send({
        to: `cliente${i}@correo.pe`,
        subject: 'Doble puntos',
        text: 'El sábado suma el doble.',
      });
      took.push(performance.now() - started);
    }
    expect(new Set(sink.mails.map((m) => m.to[0])).size).toBe(100);
    expect(sink.connections()).toBe(1);
    const median = took.sort((a, b) => a - b)[50]!;
    expect(median).toBeLessThan(20);
  });
});
