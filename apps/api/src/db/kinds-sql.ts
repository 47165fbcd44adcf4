import { EARNING_KINDS, type LedgerKind, VISIT_KINDS } from '@premia/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Ledger kinds written out as SQL literals ('a', 'b'), not bound: a partial index on the kinds then
 * matches from the statement's text alone, even in a plan made once for any values. Only for kinds
 * from our own code, never from a request.
 */
export function kindsList(kinds: readonly LedgerKind[]): SQL {
  return sql.raw(kinds.map((k) => `'${k}'`).join(', '));
}

/** The kinds that count as points earned (contract EARNING_KINDS), as `kind in (${EARNING_IN})` takes them. */
export const EARNING_IN = kindsList(EARNING_KINDS);

/** The kinds that are a visit (contract VISIT_KINDS), as `kind in (${VISIT_IN})` takes them. */
export const VISIT_IN = kindsList(VISIT_KINDS);
