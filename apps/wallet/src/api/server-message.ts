import type { Failure } from '@premia/contract';
import type { inReadersLanguage as InReadersLanguage } from '../../../web/src/format/reader-params';
import { i18n } from '../i18n';

let inReadersLanguage: typeof InReadersLanguage | undefined;
/**
 * The params' renderers come in a chunk of their own, asked for at once but not part of the card's first
 * download (its budget); a message with params that arrives before them is said by the server's m.
 */
export const readerParamsLoaded = import('../../../web/src/format/reader-params').then((module) => {
  inReadersLanguage = module.inReadersLanguage;
});

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
  if (!inReadersLanguage && Object.keys(params).length > 0) return said.m;
  const field =
    typeof params.field === 'string'
      ? i18n.t('serverFields.field', {
          label: i18n.t(`serverFields.labels.${params.field}`, { defaultValue: params.field }),
        })
      : i18n.t('serverFields.request');
  const stateName = (state: string) => i18n.t(`orders.state_${state}`, { defaultValue: state });
  return i18n.t(key, {
    ...(inReadersLanguage?.(said.code, params, i18n.language, stateName) ?? params),
    field,
  });
}
