import { type MessageArgs, type MessageParams, type SystemTextCode, spanishMessage } from '@premia/contract';

/** A text the API writes where a person reads it later: its code and params, and its Spanish words. */
export interface SystemText {
  code: SystemTextCode;
  params: MessageParams;
  /** The Spanish text, kept in the row's text column for readers without the code (exports, old apps). */
  text: string;
}

export function systemText<C extends SystemTextCode>(code: C, ...args: MessageArgs<C>): SystemText {
  const params: MessageParams = args[0] ?? {};
  return { code, params, text: spanishMessage(code, params) };
}
