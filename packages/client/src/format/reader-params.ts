import type { MessageParams } from '@premia/contract';
// The subpath: neither the contract's schemas (zod) nor its message texts.
import { renderParams } from '@premia/contract/message-params';
import { writeMoneyParam } from '@premia/contract/money';
import { localeOf } from './format';
import { zonelessFor } from './zoneless';

/**
 * A message's params with those of a kind (the contract's message-params.ts) said in the reader's
 * language; `stateName` names an order's state by the app's own dictionary. Used by the web's and the
 * wallet's serverMessage (the wallet loads it as a chunk of its own, so it takes no i18n of its own).
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
    money: writeMoneyParam,
  });
}
