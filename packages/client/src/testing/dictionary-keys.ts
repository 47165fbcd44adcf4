/**
 * What the dictionary tests of the web app, the wallet and the server texts compare: keys, texts and
 * placeholders. Tests only: no production file imports it (app-boundaries.test.ts).
 */

/** Every text of a nested dictionary with its dotted key, in the dictionary's order. */
export function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Every dotted key of a nested dictionary. */
export function keysOf(value: unknown): string[] {
  return textsOf(value).map(([key]) => key);
}

/** The names of a text's i18next placeholders ({{name}}), sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** What a dictionary holds at a dotted key (undefined when nothing). */
export function valueAt(dictionary: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}
