import type { LedgerEntry } from '@premia/contract';
import type { TFunction } from 'i18next';

/** A statement line's explanation: the reward, the ticket, the reason, or the kind. */
export function entryDetail(entry: LedgerEntry, t: TFunction): string {
  const parts = [t(`loyalty.kinds.${entry.kind}`)];
  if (entry.reward) parts.push(entry.reward.name);
  if (entry.ticketNumber) {
    const key = entry.duplicateTicket ? 'loyalty.ticketDuplicate' : 'loyalty.ticket';
    parts.push(t(key, { ticket: entry.ticketNumber }));
  }
  if (entry.reason && entry.reason !== entry.reward?.name) parts.push(entry.reason);
  return parts.join(' · ');
}
