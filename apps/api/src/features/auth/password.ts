import { hash, verify } from '@node-rs/argon2';
import { invalid } from '../../lib/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane (~20 ms a hash on this machine).
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifies against a throwaway hash so that an unknown email costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('premia-dummy-password');
  await verifyPassword(await dummyHash, password);
}

/** The policy for every password the server accepts. */
export function assertPasswordPolicy(password: string): void {
  if (password.length < 8) throw invalid('password.tooShort');
  if (password.length > 128) throw invalid('password.tooLong');
  if (isCommonPassword(password)) {
    throw invalid('password.tooCommon');
  }
}
