import { EMAIL_PATTERN } from '@premia/contract';

/** spec §5: a standard address pattern, case-insensitive (the contract's, shared with the server). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
