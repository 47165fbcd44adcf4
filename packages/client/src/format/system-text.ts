import type { TFunction } from 'i18next';

/** A row's text as the API keeps it: the Spanish words, and the code and params when the API wrote it. */
export interface KeptText {
  text: string | null;
  code: string | null;
  params: Record<string, string | number> | null;
}

/**
 * A text the API wrote (a statement line's reason, why an order was cancelled) in the reader's language:
 * its code's text in the `server` section with its params; the row's own text when a person typed it,
 * or when the dictionary does not know the code (a newer server; the wallet's Spanish, which is the text).
 */
export function keptText(t: TFunction, { text, code, params }: KeptText): string | null {
  if (!code) return text;
  return t(`server.${code}`, { ...params, defaultValue: text ?? '' });
}
