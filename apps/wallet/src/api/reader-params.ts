import type { MessageParams } from '@premia/contract';
// The subpath: neither the contract's schemas (zod) nor its message texts.
import { renderParams } from '@premia/contract/message-params';
import { localeOf } from '../../../web/src/format/format';
import { zonelessFor } from '../../../web/src/format/zoneless';

/**
 * A message's params with those of a kind (the contract's message-params.ts) said in the reader's
 * language; `stateName` names an order's state (i18n is the caller's: this module is a chunk of its own).
 */
export function inReadersLanguage(
  code: string,
  params: MessageParams,
  language: string,
  stateName: (state: string) => string,
): MessageParams {
  const f = zonelessFor(localeOf(language));
  return renderParams(code, params, {
    number: f.count,
    date: f.day,
    dateTime: f.wallClock,
    orderState: stateName,
  });
}
