import type { Failure } from '@premia/contract';
// The subpath: neither the contract's schemas (zod) nor its message texts in the card's first download.
import { type ParamRenderers, renderParams, spanishParams } from '@premia/contract/message-params';
import { formatFor } from '../../../web/src/format/format';
import { i18n } from '../i18n';

/** A message's params of a kind (the contract's message-params.ts) as the reader's language says them. */
function readerParams(language: string): ParamRenderers {
  const f = formatFor({ language });
  return {
    number: f.count,
    date: f.day,
    dateTime: f.wallClock,
    orderState: (state) => i18n.t(`orders.state_${state}`, { defaultValue: spanishParams.orderState(state) }),
  };
}

/**
 * What the server said (a failure, or an ok answer) in the reader's language: its code's text with its
 * params (those of a kind, raw on the wire, rendered in that language), the field it names said by its
 * label; the server's Spanish m when the dictionaries do not know the code (and always in Spanish: the
 * wallet has no Spanish server texts, m is already theirs).
 */
export function serverMessage(said: Pick<Failure, 'm' | 'code' | 'params'>): string {
  const key = `server.${said.code}`;
  if (!said.code || !i18n.exists(key)) return said.m;
  const params = said.params ?? {};
  const field =
    typeof params.field === 'string'
      ? i18n.t('serverFields.field', {
          label: i18n.t(`serverFields.labels.${params.field}`, { defaultValue: params.field }),
        })
      : i18n.t('serverFields.request');
  return i18n.t(key, { ...renderParams(said.code, params, readerParams(i18n.language)), field });
}
