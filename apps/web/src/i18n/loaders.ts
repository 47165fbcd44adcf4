import type { Locale } from 'antd/es/locale';
import type { Language } from './languages';

type Dictionary = Record<string, unknown>;

/**
 * The whole Spanish dictionary, as text: `?raw` makes it a module of its own, so the sections the first
 * download imports by name (i18n/index.ts) do not bring the rest of the file into it.
 */
export const wholeSpanishLoader = (): Promise<Dictionary> =>
  import('./locales/es.json?raw').then((m) => JSON.parse(m.default) as Dictionary);

/** Every other dictionary is fetched when its language is first chosen. */
export const dictionaryLoaders: Record<Exclude<Language, 'es'>, () => Promise<Dictionary>> = {
  en: () => import('./locales/en.json').then((m) => m.default),
  zh: () => import('./locales/zh.json').then((m) => m.default),
  fr: () => import('./locales/fr.json').then((m) => m.default),
  it: () => import('./locales/it.json').then((m) => m.default),
  ar: () => import('./locales/ar.json').then((m) => m.default),
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
