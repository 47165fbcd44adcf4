import { inReadersLanguage } from '@premia/client/reader-params';
import ar from '@premia/client/server-texts/ar' with { type: 'json' };
import en from '@premia/client/server-texts/en' with { type: 'json' };
import fr from '@premia/client/server-texts/fr' with { type: 'json' };
import it from '@premia/client/server-texts/it' with { type: 'json' };
import zh from '@premia/client/server-texts/zh' with { type: 'json' };
import { type MessageCode, type MessageParams, orderStateNames, spanishMessage } from '@premia/contract';

type Section = { [key: string]: string | Section };

/** The server's texts in each language but Spanish (the client package's, which the apps say them by). */
const TRANSLATED: Record<string, Section> = {
  en: en.server,
  fr: fr.server,
  it: it.server,
  zh: zh.server,
  ar: ar.server,
};

function textOf(section: Section | undefined, code: string): string | undefined {
  let node: string | Section | undefined = section;
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Words Premia writes to one customer outside the apps (a push, a mail), by their message code and
 * params, in the customer's language (customers.language) as the wallet would say them: the same
 * translations and the same rendering of a number or a day. Spanish, the contract's, for Spanish and
 * for a language that lacks the code.
 */
export function wordsIn(language: string, code: MessageCode, params: MessageParams = {}): string {
  const template = textOf(TRANSLATED[language], code);
  if (!template) return spanishMessage(code, params);
  const stateName = (state: string) => orderStateNames[state as keyof typeof orderStateNames] ?? state;
  const shown = inReadersLanguage(code, params, language, stateName);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    shown[name] === undefined ? whole : String(shown[name]),
  );
}
