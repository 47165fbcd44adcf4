import type { RouteDef } from '@premia/contract';
import type { Session } from '../lib/context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/** Enforces a route's access rule: 401 without a valid session, 403 for the wrong kind of caller. */
export function assertAccess(def: Pick<RouteDef, 'access' | 'pos'>, session: Session | null): void {
  const access = def.access;
  if (access === 'anonymous') return;
  if (!session) throw unauthorized();
  if (session.kind === 'pos' && !def.pos) {
    throw forbidden('El token del POS solo sirve para registrar compras y consultar clientes.');
  }
  if (access === 'user') return;
  if (access === 'admin') {
    if (session.userType !== 'admin') throw forbidden();
    return;
  }
  if (session.userType !== 'client' || session.storeId === null) throw forbidden();
  if (access === 'client' || session.kind === 'pos') return;
  if (access === 'owner') {
    if (session.storeUserType !== 'owner') throw forbidden('Solo el dueño del negocio puede hacer esto.');
    return;
  }
  if (!session.permissions[access.permission]) throw forbidden();
}
