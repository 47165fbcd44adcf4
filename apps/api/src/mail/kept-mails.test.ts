import { describe, expect, it } from 'vitest';
import { KEPT_MAILS_LIMIT, KeptMails } from './kept-mails.ts';

describe('the mails a process keeps without SMTP_URL', () => {
  it('keeps the newest 200, newest first, the oldest dropped', () => {
    const kept = new KeptMails();
    for (let i = 1; i <= KEPT_MAILS_LIMIT + 5; i++) {
      kept.add({ to: `cliente${i}@correo.pe`, subject: `Correo ${i}`, text: 'Hola' }, 'other');
    }
    const mails = kept.list();
    expect(KEPT_MAILS_LIMIT).toBe(200);
    expect(mails).toHaveLength(200);
    expect(mails[0]).toMatchObject({ to: 'cliente205@correo.pe', subject: 'Correo 205', html: null });
    expect(mails.at(-1)!.to).toBe('cliente6@correo.pe');
  });
});
