import type { Failure } from '@premia/contract';
import { i18n } from '../i18n';

/**
 * What the server said (a failure, or an ok answer) in the reader's language: its code's text with its
 * params, the field it names said by its label; the server's Spanish m when the dictionaries do not know
 * the code (and always in Spanish: the wallet has no Spanish server texts, m is already theirs).
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
  return i18n.t(key, { ...params, field });
}
