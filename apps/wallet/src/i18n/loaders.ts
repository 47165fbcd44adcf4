import type { WalletLanguage } from '@premia/contract';

type Dictionary = Record<string, unknown>;

const join = ([wallet, server]: [{ default: Dictionary }, { default: Dictionary }]) => ({
  ...wallet.default,
  ...server.default,
});

/**
 * Every dictionary but Spanish is fetched when first chosen: the wallet's texts, and the server's
 * messages in that language (the client package's server-texts, the back office's too: one translation
 * of each message code).
 */
export const dictionaryLoaders: Record<Exclude<WalletLanguage, 'es'>, () => Promise<Dictionary>> = {
  en: () => Promise.all([import('./locales/en.json'), import('@premia/client/server-texts/en')]).then(join),
  zh: () => Promise.all([import('./locales/zh.json'), import('@premia/client/server-texts/zh')]).then(join),
  fr: () => Promise.all([import('./locales/fr.json'), import('@premia/client/server-texts/fr')]).then(join),
  it: () => Promise.all([import('./locales/it.json'), import('@premia/client/server-texts/it')]).then(join),
  ar: () => Promise.all([import('./locales/ar.json'), import('@premia/client/server-texts/ar')]).then(join),
};
