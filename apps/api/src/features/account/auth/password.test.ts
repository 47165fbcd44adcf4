import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { assertPasswordPolicy } from './password.ts';

const TOO_COMMON = 'Esa contraseña es demasiado común y fácil de adivinar. Elija otra.';

describe('the password policy', () => {
  it('knows tens of thousands of common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    'password1',
    'qwertyuiop',
    '12345678',
    'iloveyou1',
    'contrasena',
    'Contraseña123',
    'TEQUIERO',
    'sunshine',
    'PassWord123',
    '00000000',
  ])('refuses %s, whatever its case, with the Spanish message', (password) => {
    expect(() => assertPasswordPolicy(password)).toThrow(TOO_COMMON);
  });

  it('accepts a long password nobody uses', () => {
    expect(() => assertPasswordPolicy('Pan-de-yema-2026')).not.toThrow();
    expect(() => assertPasswordPolicy('x7#Lima-Barranco-cafe')).not.toThrow();
  });

  it('refuses a password shorter than 8 or longer than 128 characters in Spanish', () => {
    expect(() => assertPasswordPolicy('Ab1-x')).toThrow('La contraseña debe tener al menos 8 caracteres.');
    expect(() => assertPasswordPolicy('a'.repeat(129))).toThrow(
      'La contraseña no puede tener más de 128 caracteres.',
    );
  });
});
