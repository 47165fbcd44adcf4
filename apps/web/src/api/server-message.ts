import type { Failure } from '@premia/contract';
import { i18n } from '../i18n';

/**
 * The text of a server failure in the reader's language: its code's text with its params, the field
 * it names said by its label (or by the one a form gives); the server's Spanish m when the failure has
 * no code or the dictionaries do not know it (a newer server).
 */
export function serverMessage(
  failure: Pick<Failure, 'm' | 'code' | 'params'>,
  /** The field's name as a form shows it, instead of its dictionary label. */
  { label }: { label?: string } = {},
): string {
  const key = `server.${failure.code}`;
  if (!failure.code || !i18n.exists(key)) return failure.m;
  const params = failure.params ?? {};
  const field =
    typeof params.field === 'string'
      ? i18n.t('serverFields.field', {
          label: label ?? i18n.t(`serverFields.labels.${params.field}`, { defaultValue: params.field }),
        })
      : i18n.t('serverFields.request');
  return i18n.t(key, { ...params, field });
}
