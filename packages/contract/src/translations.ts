import { z } from 'zod';
import { type LanguageCode, languageCode, requiredText, text } from './common.ts';

/** One text of a catalogue entry (a store type, a category) in one language. */
export const translation = z.object({ languageCode, text: requiredText(80) });
export type Translation = z.infer<typeof translation>;

/** A catalogue entry (a store type, a category) as the admin edits it: its name, image and texts. */
export const translatedEntry = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  translations: z.array(translation),
});

/** At most one text per language (es, en, zh, fr, it). */
export const translationsInput = () =>
  z
    .array(translation)
    .max(5)
    .refine((list) => new Set(list.map((t) => t.languageCode)).size === list.length, {
      message: 'catalogue.duplicateLanguage',
    });

/** A catalogue entry (a store type, a category) as the admin writes it: a name, an image, its texts. */
export const translatedEntryInput = z.object({
  name: requiredText(80),
  image: text(500).nullable().optional(),
  translations: translationsInput(),
});

/** The text of a language, if the entry has one. */
export function textIn(translations: readonly Translation[], language: LanguageCode): string | undefined {
  return translations.find((t) => t.languageCode === language)?.text;
}

/** What a reader sees: the text of their language, else the Spanish one, else the entry's own name. */
export function nameFor(
  entry: { name: string; translations: readonly Translation[] },
  language: LanguageCode = 'es',
): string {
  return textIn(entry.translations, language) ?? textIn(entry.translations, 'es') ?? entry.name;
}
