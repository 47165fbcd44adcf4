import { auditActorKinds } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { apiTokens, users } from '../../../db/schema.ts';
import { sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * The audit log: one row per sensitive action on a store (docs/SECURITY.md "Audit log"), written in the
 * transaction of the action, so the action and its row commit or roll back together. Append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE (migration audit_log).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    /** The store user or admin who did it; null for the POS token and the platform's jobs. */
    userId: integer('user_id').references(() => users.id),
    /** The POS token that did it. */
    apiTokenId: integer('api_token_id'),
    /** An action code of the contract's auditActions. */
    action: text('action').notNull(),
    /** Ids, counts and the names of changed fields (AuditDetail): never a secret. */
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
    /** The caller's User-Agent, cut at 200 characters. */
    userAgent: text('user_agent'),
    /** The request's id, as its log lines carry it. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.id, t.storeId] }),
    index('audit_log_store_created_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    sameStore('audit_log_api_token_fk', t.storeId, t.apiTokenId, apiTokens),
  ],
);
