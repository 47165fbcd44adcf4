import type { RoutePath } from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from '../db/sql.ts';
import type { Claim } from '../idempotency/idempotency.ts';
import type { Handler } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';

/**
 * Why a one-statement change wrote nothing, as its statement says it (no other round trip):
 * - 'session-changed': the remembered session the call was built on is no longer the database's;
 * - 'key-taken': the call's Idempotency-Key was claimed by a committed call;
 * - 'no-customer': the customer is not in the store (or was deleted);
 * - 'not-enough-points': the balance would go below zero.
 */
export type NothingWritten =
  | 'session-changed'
  | 'key-taken'
  | 'no-customer'
  | 'not-enough-points'
  | 'duplicate-ticket';

/** Thrown when a call's statement wrote nothing because the key is taken: the first answer is returned. */
export class KeyTaken extends Error {}

/**
 * Thrown when a call built on a remembered session wrote nothing because that session changed: the call
 * runs again on the session read fresh (plugins/fast-path.ts), the only failure that does.
 */
export class SessionChanged extends Error {}

/** What every one-statement change throws for the refusals they all share (each maps its own others). */
export function sharedRefusalError(why: 'session-changed' | 'key-taken' | 'no-customer'): Error {
  switch (why) {
    case 'session-changed':
      return new SessionChanged();
    case 'key-taken':
      return new KeyTaken();
    case 'no-customer':
      return notFound('customers.notFound');
  }
}

const keyIsTaken = (claim: Claim) =>
  sql`exists (select 1 from idempotency_keys k where k.store_id = ${claim.storeId}::int and k.key = ${claim.key}::text)`;

/**
 * The part of a one-statement change (a CTE, run once per written row of `rows`) that stores the key
 * with the answer `answer` (SQL over `rows`). The insert is plain: a concurrent call with the same key
 * fails on the primary key once the first commits, and its whole statement is undone.
 */
export function claimInStatement(claim: Claim, rows: SQL, answer: SQL): SQL {
  return sql`insert into idempotency_keys (store_id, key, route, request_hash, response)
    select ${claim.storeId}::int, ${claim.key}::text, ${claim.route}::text, ${claim.requestHash}::text, ${answer}
    from ${rows}`;
}

/**
 * A condition for the statement's first change: the key is not taken yet (by a committed call), and the
 * session the call was built on, when it was remembered, is unchanged.
 */
export function mayClaim(claim: Claim): SQL {
  const free = sql`not ${keyIsTaken(claim)}`;
  return claim.sessionCheck ? sql`${free} and ${claim.sessionCheck}` : free;
}

/**
 * The first branches of the CASE that says why the statement wrote nothing (SQL): the session first (a
 * refusal on a changed session is not the database's), then the key.
 */
export function claimRefusals(claim: Claim | undefined): SQL {
  if (!claim) return sql``;
  const session = claim.sessionCheck ? sql` when not (${claim.sessionCheck}) then 'session-changed'` : sql``;
  return sql`${session} when ${keyIsTaken(claim)} then 'key-taken'`;
}

const CLAIMS_IN_STATEMENT = Symbol('claims its Idempotency-Key in its statement');

/**
 * Marks a handler whose write claims the call's key itself (it passes ctx.claim to postEntry, or to the
 * order's insert: place-order.service.ts), so that the route layer runs it with runClaimingInStatement
 * instead of inside a transaction.
 */
export function claimsKeyInStatement<P extends RoutePath>(_path: P, handler: Handler<P>): Handler<P> {
  return Object.assign(handler, { [CLAIMS_IN_STATEMENT]: true });
}

export function isClaimingInStatement(handler: object): boolean {
  return CLAIMS_IN_STATEMENT in handler;
}
