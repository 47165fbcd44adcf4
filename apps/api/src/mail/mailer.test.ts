import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('hands mails one after another over one open connection, with Nagle off (issue 19)', async () => {
    // With Nagle's algorithm on the socket (nodemailer 8), each mail waited for the SMTP server's delayed
    // acknowledgement, about 40 ms whatever the CPU: 85 mails/s at most over five connections.
    const noDelay = vi.spyOn(net.Socket.prototype, 'setNoDelay');
    try {
      for (let i = 0; i < 100; i++) {
        await mailer.send({
          to: `cliente${i}@correo.pe`,
          subject: 'Doble puntos',
          text: 'El sábado suma el doble.',
        });
      }
      expect(new Set(sink.mails.map((m) => m.to[0])).size).toBe(100);
      expect(sink.connections()).toBe(1);
      // The mailer's own socket (the one whose far end is the sink), not the sink's side of it.
      const sinkPort = Number(new URL(sink.url).port);
      const mailerSide = noDelay.mock.calls.filter(
        (_, i) => (noDelay.mock.contexts[i] as net.Socket | undefined)?.remotePort === sinkPort,
      );
      expect(mailerSide).toEqual([[true]]);
    } finally {
      noDelay.mockRestore();
    }
  });
});
