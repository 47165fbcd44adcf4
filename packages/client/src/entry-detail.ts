import type { LedgerEntry } from '@premia/contract';
import type { TFunction } from 'i18next';
import { keptText } from './format/system-text';

/** A statement line's explanation: the reward, the ticket, the reason, or the kind. */
export function entryDetail(entry: LedgerEntry, t: TFunction): string {
  const parts = [t(`loyalty.kinds.${entry.kind}`)];
  if (entry.reward) parts.push(entry.reward.name);
  if (entry.ticketNumber) {
    const key = entry.duplicateTicket ? 'loyalty.ticketDuplicate' : 'loyalty.ticket';
    parts.push(t(key, { ticket: entry.ticketNumber }));
  }
  const reason = keptText(t, { text: entry.reason, code: entry.reasonCode, params: entry.reasonParams });
  if (reason && reason !== entry.reward?.name) parts.push(reason);
  return parts.join(' · ');
}
