import { fieldLabels, messageCodes, messages, systemTextCodes } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { allLanguages } from '../languages';
import { keysOf, placeholders, valueAt } from '../testing/dictionary-keys';
import { spanishServerTexts } from './es';

async function load(language: string): Promise<Record<string, unknown>> {
  if (language === 'es') return spanishServerTexts;
  return (await import(`./${language}.json`)).default;
}

/** The server's texts in each language, as the web and the wallet add them to their dictionaries. */
describe('server texts', () => {
  for (const language of allLanguages) {
    it(`${language} has a text for every message code of the contract and every field label`, async () => {
      const dictionary = await load(language);
      for (const code of messageCodes) {
        const text = valueAt(dictionary, `server.${code}`);
        expect(typeof text, `${language}: server.${code}`).toBe('string');
        expect(placeholders(text as string), code).toEqual(placeholders(messages[code]));
      }
      for (const field of Object.keys(fieldLabels)) {
        expect(typeof valueAt(dictionary, `serverFields.labels.${field}`), field).toBe('string');
      }
    });
  }

  for (const language of allLanguages.filter((l) => l !== 'es')) {
    it(`${language} says every text the API writes in its own words, not the Spanish ones`, async () => {
      const dictionary = await load(language);
      for (const code of systemTextCodes) {
        const text = valueAt(dictionary, `server.${code}`);
        expect(typeof text, `${language}: server.${code}`).toBe('string');
        expect(text, `${language}: server.${code}`).not.toBe(messages[code]);
      }
    });

    it(`${language} has every key of es, no other key, and the same placeholders`, async () => {
      const es = spanishServerTexts;
      const other = await load(language);
      expect(keysOf(other).sort()).toEqual(keysOf(es).sort());
      for (const key of keysOf(es)) {
        const text = valueAt(other, key) as string;
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(valueAt(es, key) as string));
      }
    });
  }
});
