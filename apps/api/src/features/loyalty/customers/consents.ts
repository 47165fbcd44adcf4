import type { ChannelConsents } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { type ConsentChange, readConsents, writeConsents } from './consents.repository.ts';

/**
 * THE way a customer's marketing consent changes, channel by channel (the back office's customer form,
 * the wallet's sign-up, profile and push toggle, a mail's withdraw link): in the caller's transaction,
 * with a history row saying when and where each channel was given or withdrawn.
 */
export function setConsent(tx: DbOrTx, change: ConsentChange): Promise<ChannelConsents> {
  return writeConsents(tx, change);
}

/** Every channel given or withdrawn at once (the back office's single checkbox, the one-tap withdrawal). */
export function allChannels(granted: boolean): ChannelConsents {
  return { inbox: granted, push: granted, mail: granted };
}

export { readConsents as consentsOf };
