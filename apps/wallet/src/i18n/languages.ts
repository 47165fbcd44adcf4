import { allLanguages } from '@premia/client/languages';
import type { WalletLanguage } from '@premia/contract';

/**
 * The wallet's languages are the back office's (the client package's languages.ts: the same five
 * offered, Arabic with a dictionary, read right to left, not offered, spec §1). Spanish is the source and
 * the only dictionary in the first download; the others are fetched when chosen.
 */
const languages: readonly WalletLanguage[] = allLanguages;

export const isLanguage = (value: unknown): value is WalletLanguage =>
  (languages as readonly unknown[]).includes(value);
