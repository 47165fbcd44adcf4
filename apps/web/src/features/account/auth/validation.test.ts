import { describe, expect, it } from 'vitest';
import { isEmail } from './email';
import { checkLogin, checkNewPassword } from './validation';

describe('checkLogin', () => {
  it('needs both fields', () => {
    expect(checkLogin('', 'x')).toBe('signIn.invalid');
    expect(checkLogin('  ', 'x')).toBe('signIn.invalid');
    expect(checkLogin('a@b.co', '')).toBe('signIn.invalid');
    expect(checkLogin('a@b.co', 'x')).toBeNull();
  });
});

describe('checkNewPassword', () => {
  it('asks for a password when either is empty', () => {
    expect(checkNewPassword('', '')).toBe('reset.required');
    expect(checkNewPassword('abc', '')).toBe('reset.required');
    expect(checkNewPassword('', 'abc')).toBe('reset.required');
  });
  it('asks for equal passwords', () => {
    expect(checkNewPassword('abcdefgh', 'abcdefgH')).toBe('reset.mismatch');
  });
  it('accepts two equal non-empty passwords', () => {
    expect(checkNewPassword('Nueva-clave-2026', 'Nueva-clave-2026')).toBeNull();
  });
});

describe('isEmail (the contract pattern)', () => {
  it('accepts addresses in any case', () => {
    expect(isEmail('owner@premia.local')).toBe(true);
    expect(isEmail('Owner.Name+x@Premia.Example.COM')).toBe(true);
    expect(isEmail('  ana@cafe.pe ')).toBe(true);
  });
  it('rejects what is not an address', () => {
    for (const value of ['', 'ana', 'ana@', '@cafe.pe', 'ana@cafe', 'ana cafe@x.pe', 'ana@-cafe.pe']) {
      expect(isEmail(value), value).toBe(false);
    }
  });
});
