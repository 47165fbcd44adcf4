import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskEmail } from './logger.ts';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

describe('the server log', () => {
  it('never keeps a password, hash, token, reset link or authorization header, and masks emails', () => {
    const { log, lines } = captured();
    log.info({ password: 'Premia2026!', email: 'ana.torres@premia.local' }, 'sign-in');
    log.info(
      { user: { passwordHash: '$argon2id$v=19$abc', token: 'tok_secret_123', email: 'b@x.pe' } },
      'user',
    );
    log.info({ mail: { to: 'carla@example.com', link: 'http://x/resetpassword?token=abc' } }, 'mail');
    log.info({ req: { headers: { authorization: 'Bearer tok_secret_456' } } }, 'request');
    const text = lines.join('');
    for (const secret of [
      'Premia2026!',
      '$argon2id',
      'tok_secret_123',
      'tok_secret_456',
      'resetpassword',
      'ana.torres',
      'carla@',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a***@premia.local');
    expect(text).toContain('c***@example.com');
    expect(text).toContain('[oculto]');
  });

  it('masks an address to its first letter and domain', () => {
    expect(maskEmail('owner@premia.local')).toBe('o***@premia.local');
    expect(maskEmail(['a@b.pe', 'c@d.pe'])).toEqual(['a***@b.pe', 'c***@d.pe']);
    expect(maskEmail('no-es-un-email')).toBe('[oculto]');
  });
});
