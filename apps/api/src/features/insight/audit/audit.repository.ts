import type { AuditAction } from '@premia/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { sinceDay, untilDay } from '../../../db/local-days.ts';
import { apiTokens, auditLog, stores, users } from '../../../db/schema.ts';

/** Who did an action and from where, as its row keeps them. */
export interface AuditActorColumns {
  actorKind: 'user' | 'admin' | 'pos' | 'system';
  userId: number | null;
  apiTokenId: number | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * The insert of one audit row; `detail` is a jsonb SQL expression and `from` a FROM clause, so that a
 * statement can write the row once per row of one of its own CTEs (the counter's one statement).
 */
export function auditInsert(
  storeId: SQL | number,
  action: AuditAction,
  by: AuditActorColumns,
  detail: SQL,
  from?: SQL,
): SQL {
  return sql`insert into audit_log (store_id, actor_kind, user_id, api_token_id, action, detail, ip, user_agent, request_id)
    select ${storeId}::int, ${by.actorKind}, ${by.userId}::int, ${by.apiTokenId}::int, ${action}, ${detail},
      ${by.ip}, ${by.userAgent}, ${by.requestId}${from ? sql` from ${from}` : sql``}`;
}

export interface AuditFilter {
  storeId?: number | undefined;
  action?: AuditAction | undefined;
  userId?: number | undefined;
  /** Days in each row's store's time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.storeId === undefined ? undefined : eq(auditLog.storeId, f.storeId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.userId === undefined ? undefined : eq(auditLog.userId, f.userId),
    f.from === undefined ? undefined : sinceDay(auditLog.createdAt, f.from, stores.timeZone),
    f.to === undefined ? undefined : untilDay(auditLog.createdAt, f.to, stores.timeZone),
  );
}

/** One page of the log, newest first, with the store and the user named. */
export function pageOfAudit(db: DbOrTx, filter: AuditFilter, page: number, pageSize: number) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      detail: auditLog.detail,
      actorKind: auditLog.actorKind,
      userId: auditLog.userId,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
      tillName: apiTokens.name,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      storeId: stores.id,
      storeName: stores.name,
      timeZone: stores.timeZone,
    })
    .from(auditLog)
    .innerJoin(stores, eq(stores.id, auditLog.storeId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(apiTokens, and(eq(apiTokens.id, auditLog.apiTokenId), eq(apiTokens.storeId, auditLog.storeId)))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export type AuditRow = Awaited<ReturnType<typeof pageOfAudit>>[number];

export async function countAudit(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .innerJoin(stores, eq(stores.id, auditLog.storeId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

/** Whether a user (owner or employee, deleted or not: their past actions stay) belongs to the store. */
export async function isStoreUser(db: DbOrTx, storeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.storeId, storeId)));
  return row !== undefined;
}

export async function storeExists(db: DbOrTx, storeId: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}
