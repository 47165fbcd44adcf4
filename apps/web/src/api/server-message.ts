import type { Failure } from '@premia/contract';
import { inReadersLanguage } from '../format/reader-params';
import { i18n } from '../i18n';

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
  const stateName = (state: string) => i18n.t(`orders.state_${state}`, { defaultValue: state });
  return i18n.t(key, { ...inReadersLanguage(said.code, params, i18n.language, stateName), field });
}
