import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';

/** Every key, with i18next's plural suffixes taken off: languages have different plural forms. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the wallet's dictionaries", () => {
  it('have the same keys in Spanish (the source) and English, with the same placeholders', () => {
    expect([...new Set(keysOf(en))].sort()).toEqual([...new Set(keysOf(es))].sort());
    const spanish = new Map(textsOf(es).map(([k, v]) => [k.replace(/_(one|many|other)$/, ''), v]));
    for (const [key, text] of textsOf(en)) {
      const source = spanish.get(key.replace(/_(one|many|other)$/, ''));
      expect(placeholders(text), key).toEqual(placeholders(source ?? ''));
    }
  });

  it('give every plural its "one" and "other" forms', () => {
    for (const dictionary of [es, en]) {
      const keys = textsOf(dictionary).map(([k]) => k);
      for (const key of keys.filter((k) => k.endsWith('_one'))) {
        expect(keys, key).toContain(key.replace(/_one$/, '_other'));
      }
    }
  });
});
