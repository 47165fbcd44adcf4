import { allLanguages } from '@premia/client/languages';
import { keysOf, placeholders, textsOf } from '@premia/client/testing/dictionary-keys';
import { type WalletLanguage, walletLanguages } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import esCard from './locales/es.json';
import esPages from './locales/es-pages.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import zh from './locales/zh.json';

/** Spanish is two files: what the card's first download carries, and the other pages' texts. */
const es = { ...esCard, ...esPages };
const dictionaries: Record<Exclude<WalletLanguage, 'es'>, unknown> = { en, zh, fr, it: it_, ar };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every key, with i18next's plural suffixes taken off: languages have different plural forms. */
const keysWithoutPlural = (dictionary: unknown) =>
  [...new Set(keysOf(dictionary).map((k) => k.replace(pluralSuffix, '')))].sort();
const pluralKeys = (dictionary: unknown) =>
  new Set(textsOf(dictionary).flatMap(([k]) => (pluralSuffix.test(k) ? [k.replace(pluralSuffix, '')] : [])));

describe("the wallet's dictionaries", () => {
  it("split Spanish without a section in both halves, and the card's in the first", () => {
    const pages = Object.keys(esPages);
    expect(Object.keys(esCard).filter((section) => pages.includes(section))).toEqual([]);
    for (const section of ['app', 'nav', 'problem', 'errors', 'card'])
      expect(Object.keys(esCard)).toContain(section);
  });

  // Those offered are the back office's by construction: both take the client package's languages.ts.
  it('are the languages of the contract', () => {
    expect([...allLanguages].sort()).toEqual([...walletLanguages].sort());
  });

  it.each(Object.entries(dictionaries))(
    '%s has every Spanish key, with its placeholders',
    (_, dictionary) => {
      expect(keysWithoutPlural(dictionary)).toEqual(keysWithoutPlural(es));
      const spanish = new Map(textsOf(es).map(([k, v]) => [k.replace(pluralSuffix, ''), v]));
      for (const [key, text] of textsOf(dictionary)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(
          placeholders(spanish.get(key.replace(pluralSuffix, '')) ?? ''),
        );
      }
    },
  );

  it.each(Object.entries({ es, ...dictionaries }))(
    "%s gives every plural the forms its language's plural rules ask for",
    (language, dictionary) => {
      const keys = new Set(textsOf(dictionary).map(([k]) => k));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of pluralKeys(dictionary)) {
        for (const category of categories) expect(keys, `${key}_${category}`).toContain(`${key}_${category}`);
      }
      // A key plural in Spanish is plural in every language (it is given a count).
      expect([...pluralKeys(dictionary)].sort()).toEqual([...pluralKeys(es)].sort());
    },
  );
});
