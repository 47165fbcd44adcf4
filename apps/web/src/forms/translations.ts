import { type LanguageCode, languageCodes, type Translation } from '@premia/contract';

/** A form's texts by language: one input each, blank for none. */
export type TextsByLanguage = Partial<Record<LanguageCode, string>>;

export function textsOf(translations: readonly Translation[]): TextsByLanguage {
  return Object.fromEntries(translations.map((t) => [t.languageCode, t.text]));
}

/** The filled-in texts, in the languages' order; a blank one is no translation. */
export function translationsOf(texts: TextsByLanguage | undefined): Translation[] {
  return languageCodes.flatMap((languageCode) => {
    const text = texts?.[languageCode]?.trim();
    return text ? [{ languageCode, text }] : [];
  });
}
