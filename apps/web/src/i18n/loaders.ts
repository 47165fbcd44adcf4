import type { Language } from '@premia/client/languages';
import type { Locale } from 'antd/es/locale';

type Dictionary = Record<string, unknown>;

/**
 * The whole Spanish dictionary, as text: `?raw` makes it a module of its own, so the sections the first
 * download imports by name (i18n/index.ts) do not bring the rest of the file into it.
 */
export const wholeSpanishLoader = (): Promise<Dictionary> =>
  import('./locales/es.json?raw').then((m) => JSON.parse(m.default) as Dictionary);

const join = ([app, server]: [{ default: Dictionary }, { default: Dictionary }]) => ({
  ...app.default,
  ...server.default,
});

/**
 * Every other dictionary is fetched when its language is first chosen: the app's texts, and the server's
 * messages in that language (the client package's server-texts, which the wallet says them by too).
 */
export const dictionaryLoaders: Record<Exclude<Language, 'es'>, () => Promise<Dictionary>> = {
  en: () => Promise.all([import('./locales/en.json'), import('@premia/client/server-texts/en')]).then(join),
  zh: () => Promise.all([import('./locales/zh.json'), import('@premia/client/server-texts/zh')]).then(join),
  fr: () => Promise.all([import('./locales/fr.json'), import('@premia/client/server-texts/fr')]).then(join),
  it: () => Promise.all([import('./locales/it.json'), import('@premia/client/server-texts/it')]).then(join),
  ar: () => Promise.all([import('./locales/ar.json'), import('@premia/client/server-texts/ar')]).then(join),
};

/** dayjs names its Chinese locale zh-cn. */
export const dayjsLocaleName: Record<Language, string> = {
  es: 'es',
  en: 'en',
  zh: 'zh-cn',
  fr: 'fr',
  it: 'it',
  ar: 'ar',
};

export const antdLocaleLoaders: Record<Exclude<Language, 'es'>, () => Promise<Locale>> = {
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR').then((m) => m.default),
  it: () => import('antd/es/locale/it_IT').then((m) => m.default),
  ar: () => import('antd/es/locale/ar_EG').then((m) => m.default),
};

export const dayjsLocaleLoaders: Record<Exclude<Language, 'es'>, () => Promise<unknown>> = {
  en: () => import('dayjs/locale/en'),
  zh: () => import('dayjs/locale/zh-cn'),
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
  ar: () => import('dayjs/locale/ar'),
};
