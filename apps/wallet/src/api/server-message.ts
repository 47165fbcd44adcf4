import type { inReadersLanguage as InReadersLanguage } from '@premia/client/reader-params';
import { serverMessageBy } from '@premia/client/server-message';
import type { Failure } from '@premia/contract';
import { i18n } from '../i18n';

let inReadersLanguage: typeof InReadersLanguage | undefined;
/**
 * The params' renderers come in a chunk of their own, asked for at once but not part of the card's first
 * download (its budget); a message with params that arrives before them is said by the server's m.
 */
export const readerParamsLoaded = import('@premia/client/reader-params').then((module) => {
  inReadersLanguage = module.inReadersLanguage;
});

/**
 * What the server said (a failure, or an ok answer) in the reader's language (the client package's
 * serverMessageBy); the server's Spanish m when the dictionaries do not know the code (and always in
 * Spanish: the wallet has no Spanish server texts, m is already theirs).
 */
export function serverMessage(said: Pick<Failure, 'm' | 'code' | 'params'>): string {
  return serverMessageBy(i18n, said, inReadersLanguage);
}
