import { inReadersLanguage } from '@premia/client/reader-params';
import { serverMessageBy } from '@premia/client/server-message';
import type { Failure } from '@premia/contract';
import { i18n } from '../i18n';

/**
 * What the server said (a failure, or an ok answer) in the reader's language (the client package's
 * serverMessageBy), the field it names by the label a form gives, if any, else by its dictionary label.
 */
export function serverMessage(
  said: Pick<Failure, 'm' | 'code' | 'params'>,
  /** The field's name as a form shows it, instead of its dictionary label. */
  { label }: { label?: string } = {},
): string {
  return serverMessageBy(i18n, said, inReadersLanguage, label);
}
