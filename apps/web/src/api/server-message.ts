import type { Failure } from '@premia/contract';
// The subpath keeps the contract's schemas (and zod) out of the sign-in page's first download.
import { type ParamRenderers, renderParams, spanishParams } from '@premia/contract/message-params';
import { localeOf } from '../format/format';
import { zonelessFor } from '../format/zoneless';
import { i18n } from '../i18n';

/** A message's params of a kind (the contract's message-params.ts) as the reader's language says them. */
function readerParams(language: string): ParamRenderers {
  const f = zonelessFor(localeOf(language));
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
 * label (or by the one a form gives); the server's Spanish m when it has no code or the dictionaries do
 * not know it (a newer server).
 */
export function serverMessage(
  said: Pick<Failure, 'm' | 'code' | 'params'>,
  /** The field's name as a form shows it, instead of its dictionary label. */
  { label }: { label?: string } = {},
): string {
  const key = `server.${said.code}`;
  if (!said.code || !i18n.exists(key)) return said.m;
  const params = said.params ?? {};
  const field =
    typeof params.field === 'string'
      ? i18n.t('serverFields.field', {
          label: label ?? i18n.t(`serverFields.labels.${params.field}`, { defaultValue: params.field }),
        })
      : i18n.t('serverFields.request');
  return i18n.t(key, { ...renderParams(said.code, params, readerParams(i18n.language)), field });
}
