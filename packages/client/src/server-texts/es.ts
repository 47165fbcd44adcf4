import { fieldLabels, messageSubjects, messages } from '@premia/contract/messages';

type Section = { [key: string]: string | Section };

/** 'points.notEnough' → { points: { notEnough: text } }: the shape i18next reads dotted keys from. */
function nested(flat: Record<string, string>): Section {
  const root: Section = {};
  for (const [code, text] of Object.entries(flat)) {
    const parts = code.split('.');
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) {
      node[part] ??= {};
      node = node[part] as Section;
    }
    node[leaf] = text;
  }
  return root;
}

/**
 * The Spanish dictionary's texts of the server's message codes, taken from the contract where they are
 * written once: `server.<code>`, and `serverFields` (how a failure names a field, and the fields'
 * labels). The other languages' files here (<lang>.json) carry the same keys in their language; the web
 * and the wallet add them to their own dictionaries.
 */
export const spanishServerTexts = {
  server: nested(messages),
  serverFields: { ...messageSubjects, labels: { ...fieldLabels } },
};
