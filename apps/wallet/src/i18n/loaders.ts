import type { WalletLanguage } from '@premia/contract';

type Dictionary = Record<string, unknown>;

const join = ([wallet, server]: [{ default: Dictionary }, { serverTexts: Dictionary }]) => ({
  ...wallet.default,
  ...server.serverTexts,
});

/**
 * Every dictionary but Spanish is fetched when first chosen: the wallet's texts, and the server's
 * messages as the back office translates them (one translation of each message code).
 */
export const dictionaryLoaders: Record<Exclude<WalletLanguage, 'es'>, () => Promise<Dictionary>> = {
  en: () => Promise.all([import('./locales/en.json'), import('./server-texts/en')]).then(join),
  zh: () => Promise.all([import('./locales/zh.json'), import('./server-texts/zh')]).then(join),
  fr: () => Promise.all([import('./locales/fr.json'), import('./server-texts/fr')]).then(join),
  it: () => Promise.all([import('./locales/it.json'), import('./server-texts/it')]).then(join),
  ar: () => Promise.all([import('./locales/ar.json'), import('./server-texts/ar')]).then(join),
};
