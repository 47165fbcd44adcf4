import type { TFunction } from 'i18next';

type Dictionary = { [key: string]: unknown };
type Options = { [name: string]: unknown };

/** Copies `from` into `into`, section by section; a text already there stays unless `overwrite`. */
function merge(into: Dictionary, from: Dictionary, overwrite: boolean) {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    if (there === undefined) into[key] = value;
    else if (typeof there === 'object' && there !== null && typeof value === 'object' && value !== null) {
      merge(there as Dictionary, value as Dictionary, overwrite);
    } else if (overwrite) into[key] = value;
  }
}

/** `{{name}}` filled in: a name the options lack stays as written, one they give as undefined is empty. */
function fill(text: string, options: Options): string {
  return text.replace(/\{\{(.+?)\}\}/g, (whole, raw: string) => {
    const name = raw.trim();
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * What the wallet uses of i18next, in a few lines: i18next is 14 KB of the card page's first download
 * (bench/wallet-bundle-size.mjs), the back office keeps it. The same dictionaries, read the same way:
 * dotted keys into sections; with a numeric `count`, the key with `_zero` first when it is 0, then with
 * the language's plural form (`_one`, `_few`, `_other`…: Intl.PluralRules), then the key alone; the
 * reader's language first, then the fallback's; then `defaultValue`, then the key itself; `{{name}}`
 * filled in, never escaped (React does). Its `t` has i18next's type, so the client package's helpers
 * take it as they take the back office's.
 */
export class Translator {
  language: string;
  private dictionaries = new Map<string, Dictionary>();
  private readonly listeners = new Set<(language: string) => void>();
  readonly t: TFunction;

  constructor(private readonly fallback: string) {
    this.language = fallback;
    this.t = this.getFixedT(null);
  }

  /**
   * Starts again with these dictionaries only, in `language`. As i18next's init, it keeps each object
   * itself: texts added later by section (`deep`) are written into it.
   */
  async init(dictionaries: Record<string, Dictionary>, language: string): Promise<void> {
    this.dictionaries = new Map(Object.entries(dictionaries));
    await this.changeLanguage(language);
  }

  hasResourceBundle(language: string, _namespace: 'translation'): boolean {
    return this.dictionaries.has(language);
  }

  /** Adds a copy of texts to a language's dictionary: by section when `deep`, else by top-level key. */
  addResourceBundle(
    language: string,
    _namespace: 'translation',
    texts: Dictionary,
    deep = false,
    overwrite = false,
  ): void {
    const dictionary = this.dictionaries.get(language) ?? {};
    const copy = structuredClone(texts);
    if (deep) merge(dictionary, copy, overwrite);
    this.dictionaries.set(language, deep ? dictionary : { ...dictionary, ...copy });
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  on(_event: 'languageChanged', listener: (language: string) => void): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: string) => void): void {
    this.listeners.delete(listener);
  }

  exists(key: string): boolean {
    return this.find(this.language, key, {}) !== undefined;
  }

  /** `t` in `language` whatever the current one (null: the current one at each call). */
  getFixedT(language: string | null): TFunction {
    const t = (key: string, options: Options = {}) => {
      const found = this.find(language ?? this.language, key, options);
      if (typeof found === 'string') return fill(found, options);
      if (typeof options.defaultValue === 'string') return fill(options.defaultValue, options);
      return key;
    };
    return t as unknown as TFunction;
  }

  private find(language: string, key: string, options: Options): unknown {
    const count = options.count;
    const plural = typeof count === 'number';
    for (const code of language === this.fallback ? [language] : [language, this.fallback]) {
      const keys = [key];
      if (plural) keys.unshift(`${key}_${new Intl.PluralRules(code).select(count)}`);
      if (plural && count === 0) keys.unshift(`${key}_zero`);
      for (const candidate of keys) {
        const found = this.lookUp(code, candidate);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  private lookUp(language: string, key: string): unknown {
    let node: unknown = this.dictionaries.get(language);
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Dictionary)[part];
    }
    return node;
  }
}
