import type { Failure, MessageCode, MessageParams } from '@premia/contract';
import type { TFunction } from 'i18next';
import type { inReadersLanguage } from './format/reader-params';

export const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/**
 * An answer's m with the code and params it was made from, as far as they are well formed. A code the
 * dictionaries do not know is said by m (serverMessageBy): no list of codes needed here (the card's
 * first download; the web checks the code against the contract's list before).
 */
export const saidOf = (body: { code?: unknown; params?: unknown }, m: string) => ({
  m,
  ...(typeof body.code === 'string' ? { code: body.code as MessageCode } : {}),
  ...(isParams(body.params) ? { params: body.params } : {}),
});

/**
 * What the server said (a failure, or an ok answer) in the reader's language, by the app's i18n: its
 * code's text with its params (those of a kind, raw on the wire, rendered in that language by `render`,
 * reader-params.ts), the field it names said by its label (or by the one a form gives); the server's
 * Spanish m when it has no code or the dictionaries do not know it (a newer server), or when it has
 * params and `render` is not there yet (the wallet loads it as a chunk of its own).
 */
export function serverMessageBy(
  /** i18next (the back office) or the wallet's Translator: what both have. */
  i18n: { t: TFunction; exists: (key: string) => boolean; language: string },
  said: Pick<Failure, 'm' | 'code' | 'params'>,
  render: typeof inReadersLanguage | undefined,
  /** The field's name as a form shows it, instead of its dictionary label. */
  label?: string,
): string {
  const key = `server.${said.code}`;
  if (!said.code || !i18n.exists(key)) return said.m;
  const params = said.params ?? {};
  if (!render && Object.keys(params).length > 0) return said.m;
  const field =
    typeof params.field === 'string'
      ? i18n.t('serverFields.field', {
          label: label ?? i18n.t(`serverFields.labels.${params.field}`, { defaultValue: params.field }),
        })
      : i18n.t('serverFields.request');
  const stateName = (state: string) => i18n.t(`orders.state_${state}`, { defaultValue: state });
  return i18n.t(key, { ...(render?.(said.code, params, i18n.language, stateName) ?? params), field });
}
