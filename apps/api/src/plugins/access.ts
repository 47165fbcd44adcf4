import type { Audience, RouteDef } from '@premia/contract';
import type { AnySession } from '../lib/context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/**
 * Enforces a route's access rule: 401 without a valid session, 403 for the wrong kind of caller. The
 * route's audience (the contract table it is in) bounds who may try: a POS token only the POS routes,
 * a customer only the wallet's 'customer' routes, and nobody else those.
 */
export function assertAccess(
  def: Pick<RouteDef, 'access'>,
  audience: Audience,
  session: AnySession | null,
): void {
  const access = def.access;
  if (access === 'anonymous') return;
  if (!session) throw unauthorized();
  if (session.kind === 'customer' || access === 'customer') {
    if (session.kind !== 'customer') throw forbidden('access.customersOnly');
    if (access !== 'customer') throw forbidden('access.customerCardOnly');
    return;
  }
  if (session.kind === 'pos' && audience !== 'pos') {
    throw forbidden('access.posOnly');
  }
  if (access === 'user') return;
  if (access === 'admin') {
    if (session.userType !== 'admin') throw forbidden();
    return;
  }
  if (session.userType !== 'client' || session.storeId === null) throw forbidden();
  if (access === 'client' || session.kind === 'pos') return;
  if (access === 'owner') {
    if (session.storeUserType !== 'owner') throw forbidden('access.ownerOnly');
    return;
  }
  if (!session.permissions[access.permission]) throw forbidden();
}
