import { hash, verify } from '@node-rs/argon2';
import { issueSaid, newPassword } from '@premia/contract';
import { AppError, invalid } from '../../../lib/errors.ts';
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

const passwordRule = newPassword();

/** The policy for every password the server accepts: the contract's (lengths, characters), then the common list. */
export function assertPasswordPolicy(password: string): void {
  const issue = passwordRule.safeParse(password).error?.issues[0];
  if (issue) {
    const { code, params } = issueSaid({ ...issue, path: ['password'] });
    throw new AppError('validation', code ?? 'validation.invalid', params);
  }
  if (isCommonPassword(password)) {
    throw invalid('password.tooCommon');
  }
}
