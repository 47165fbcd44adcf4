import type { AuditAction, AuditDetail, AuditEntry, RouteParsedInput } from '@premia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import type { Deps, Session, StoreSession } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { maskEmail } from '../../../lib/logger.ts';
import { currentOrigin } from '../../../lib/request-origin.ts';
import {
  type AuditActorColumns,
  type AuditFilter,
  type AuditRow,
  auditInsert,
  countAudit,
  isStoreUser,
  pageOfAudit,
  storeExists,
} from './audit.repository.ts';

const USER_AGENT_MAX = 200;

/** Who did it (the session; none for the platform's own jobs) and where from (the request being served). */
function actorColumns(by: Session | null): AuditActorColumns {
  const origin = currentOrigin();
  const where = {
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    requestId: origin?.requestId ?? null,
  };
  if (by === null) return { actorKind: 'system', userId: null, apiTokenId: null, ...where };
  if (by.kind === 'pos') return { actorKind: 'pos', userId: null, apiTokenId: by.sessionId, ...where };
  return {
    actorKind: by.userType === 'admin' ? 'admin' : 'user',
    userId: by.userId,
    apiTokenId: null,
    ...where,
  };
}

/**
 * Records a sensitive action on a store in the action's own transaction (a Tx, never the pool): the
 * action and its row commit together or not at all.
 */
export async function recordAudit(
  tx: Tx,
  by: Session | null,
  storeId: number,
  action: AuditAction,
  detail: AuditDetail = {},
): Promise<void> {
  await tx.execute(auditInsert(storeId, action, actorColumns(by), sql`${JSON.stringify(detail)}::jsonb`));
  noted(storeId, action);
}

/** The request will log the action once it succeeds (a statement built again on a retry notes it once). */
function noted(storeId: number, action: AuditAction) {
  const audited = currentOrigin()?.audited;
  if (audited && !audited.some((a) => a.action === action && a.storeId === storeId))
    audited.push({ action, storeId });
}

/**
 * The audit row as part of another statement, written once per row of its FROM clause (`detail` may
 * read that row): for a one-statement action such as the counter's discount.
 */
export function auditWithin(by: Session, storeId: number, action: AuditAction, detail: SQL, from: SQL): SQL {
  noted(storeId, action);
  return auditInsert(storeId, action, actorColumns(by), detail, from);
}

type Reader = 'owner' | 'admin';

/**
 * A row as its reader may see it: the owner reads their staff's names and addresses but not who the
 * platform's admin is; the admin reads a store user's address masked.
 */
function view(row: AuditRow, reader: Reader): AuditEntry {
  // A till's action is named by its till («Caja 1»); the default till has no name.
  const name =
    row.actorKind === 'pos'
      ? row.tillName
      : row.userFirstName === null
        ? null
        : `${row.userFirstName} ${row.userLastName ?? ''}`.trim();
  const hidden = reader === 'owner' && row.actorKind === 'admin';
  const email =
    hidden || row.userEmail === null
      ? null
      : reader === 'admin' && row.actorKind === 'user'
        ? (maskEmail(row.userEmail) as string)
        : row.userEmail;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action as AuditAction,
    store: { id: row.storeId, name: row.storeName, timeZone: row.timeZone },
    actor: { kind: row.actorKind, userId: hidden ? null : row.userId, name: hidden ? null : name, email },
    detail: row.detail as AuditDetail,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

async function page(
  deps: Deps,
  filter: AuditFilter,
  input: { page: number; pageSize: number },
  reader: Reader,
) {
  const [rows, total] = await Promise.all([
    pageOfAudit(deps.db, filter, input.page, input.pageSize),
    countAudit(deps.db, filter),
  ]);
  return { entries: rows.map((r) => view(r, reader)), total, page: input.page, pageSize: input.pageSize };
}

export async function storeLog(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/audit/get-all'>,
) {
  if (input.userId !== undefined && !(await isStoreUser(deps.db, session.storeId, input.userId)))
    throw notFound('employees.notFound');
  const { page: _p, pageSize: _s, ...filter } = input;
  return page(deps, { ...filter, storeId: session.storeId }, input, 'owner');
}

export async function platformLog(deps: Deps, input: RouteParsedInput<'/admin/audit/get-all'>) {
  if (input.storeId !== undefined && !(await storeExists(deps.db, input.storeId)))
    throw notFound('adminStores.notFound');
  const { page: _p, pageSize: _s, ...filter } = input;
  return page(deps, filter, input, 'admin');
}
