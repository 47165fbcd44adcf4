/** The interface languages (spec §1): es is the default and the source dictionary; ar exists but is not selectable. */
export const selectableLanguages = ['es', 'en', 'zh', 'fr', 'it'] as const;
export const allLanguages = [...selectableLanguages, 'ar'] as const;
export type Language = (typeof allLanguages)[number];
export type SelectableLanguage = (typeof selectableLanguages)[number];
export const defaultLanguage: SelectableLanguage = 'es';

export function isSelectable(value: unknown): value is SelectableLanguage {
  return typeof value === 'string' && (selectableLanguages as readonly string[]).includes(value);
}

export const rtlLanguages: readonly Language[] = ['ar'];
