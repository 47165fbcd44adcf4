import arServer from '@premia/client/server-texts/ar';
import enServer from '@premia/client/server-texts/en';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import esCard from './locales/es.json';
import esPages from './locales/es-pages.json';
import { Translator } from './translator';

type Dictionary = Record<string, unknown>;

/** Forms the dictionaries may come to use: `_zero` before the language's form, a text only in Spanish. */
const synthetic = {
  es: {
    apples_zero: 'ninguna',
    apples_one: 'una',
    apples_other: '{{count}} manzanas',
    onlyEs: 'Solo {{name}}',
  },
  other: { apples_zero: 'none', apples_one: 'one', apples_other: '{{count}} apples {{name}}{{missing}}' },
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Both read the same dictionaries as the wallet loads them: Spanish in two steps, then a language. */
async function both(language: 'en' | 'ar', dictionary: Dictionary) {
  const reference = i18next.createInstance();
  await reference.init({
    resources: { es: { translation: structuredClone(esCard) } },
    lng: 'es',
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const ours = new Translator('es');
  await ours.init({ es: structuredClone(esCard) }, 'es');
  for (const i18n of [reference, ours]) {
    i18n.addResourceBundle('es', 'translation', esPages, true, false);
    i18n.addResourceBundle('es', 'translation', { synthetic: synthetic.es }, true, false);
    i18n.addResourceBundle(language, 'translation', { ...dictionary, synthetic: synthetic.other });
  }
  return { reference, ours };
}

const suffixless = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const options = [
  {},
  { name: 'Ana', points: 12, count: 0 },
  { name: 'Ana', points: 12, count: 1 },
  { count: 2, max: 3, total: 'S/ 28.00' },
  { count: 11, store: 'Café Aurora' },
  { count: 1_000_000, missing: undefined },
];

describe("the wallet's translator says what i18next says", () => {
  for (const [language, dictionary] of [
    ['en', { ...en, ...enServer }],
    ['ar', { ...ar, ...arServer }],
  ] as const) {
    it(`for every key of Spanish and ${language}, with counts and params, in both languages`, async () => {
      const { reference, ours } = await both(language, dictionary);
      const keys = [
        ...new Set(
          [...keysOf({ ...esCard, ...esPages, synthetic: synthetic.es }), ...keysOf(dictionary)].map(
            suffixless,
          ),
        ),
        'no.such.key',
        'card',
      ];
      for (const current of ['es', language]) {
        await reference.changeLanguage(current);
        await ours.changeLanguage(current);
        for (const key of keys) {
          expect(ours.exists(key), key).toBe(reference.exists(key));
          for (const option of options) {
            if (key === 'card') continue; // a section: i18next says so in English, not a text either way
            expect(ours.t(key, option), `${current} ${key} ${JSON.stringify(option)}`).toBe(
              reference.t(key, option),
            );
            expect(ours.t(key, { ...option, defaultValue: 'Otro {{name}}' })).toBe(
              reference.t(key, { ...option, defaultValue: 'Otro {{name}}' }),
            );
          }
        }
      }
    });
  }

  it('tells who listens when the language changes, and a fixed t keeps its language', async () => {
    const ours = new Translator('es');
    await ours.init({ es: { hi: 'Hola' }, en: { hi: 'Hello' } }, 'es');
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    ours.on('languageChanged', listener);
    const spanish = ours.getFixedT('es');
    await ours.changeLanguage('en');
    ours.off('languageChanged', listener);
    await ours.changeLanguage('es');
    expect(heard).toEqual(['en']);
    expect(spanish('hi')).toBe('Hola');
    expect(ours.getFixedT('en')('hi')).toBe('Hello');
  });
});
