import { randomBytes } from 'node:crypto';
import {
  type AuditAction,
  type AuditDetail,
  MAX_WEBHOOK_ENDPOINTS,
  type RouteParsedInput,
  said,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import { type RequestContext, sessionOf, storeSessionOf } from '../../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { messageIdOf } from './delivery.ts';
import { checkTarget } from './target.ts';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  deliveriesOf,
  type EndpointRow,
  endpointExists,
  findDelivery,
  insertEndpoint,
  listEndpoints,
  markReplayed,
  rotateEndpointSecret,
  updateEndpoint,
  type WebhookOwner,
} from './webhooks.repository.ts';

/**
 * Whose endpoints a call manages: the store's of the owner's session (/client/webhooks/*), or the
 * platform's (/admin/webhooks/*: an administrator's session). The store's changes are written to its
 * audit log; the platform's, which no store owns (the audit log is a store's), to the trace log.
 */
type Scope = {
  owner: WebhookOwner;
  audit: (tx: Tx, action: AuditAction, detail: AuditDetail) => Promise<void>;
};

export type WebhookScopeKind = 'store' | 'platform';

function scopeOf(ctx: RequestContext, kind: WebhookScopeKind): Scope {
  if (kind === 'store') {
    const session = storeSessionOf(ctx);
    return {
      owner: session.storeId,
      audit: (tx, action, detail) => recordAudit(tx, session, session.storeId, action, detail),
    };
  }
  const session = sessionOf(ctx);
  if (session.userType !== 'admin') throw forbidden();
  return {
    owner: 'platform',
    audit: async (_tx, action, detail) => {
      ctx.deps.log.info({ action, adminId: session.userId, ...detail }, 'platform webhook changed');
    },
  };
}

type EndpointInput = { url: string; events: WebhookEvent[] };
type EndpointChange = {
  endpointId: number;
  url?: string | undefined;
  events?: WebhookEvent[] | undefined;
  enabled?: boolean | undefined;
};

/** A new signing secret in Standard Webhooks' form: whsec_ and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabled_reason ?? 'owner'),
    failingSince: row.failing_since ? new Date(row.failing_since).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function deliveryOf(owner: WebhookOwner, row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: messageIdOf(owner, Number(row.message_id)),
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
    log: row.log,
  };
}

/** The host alone, for the audit log: an address's path and query may carry a receiver's own token. */
function hostForAudit(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

export async function listWebhooks(ctx: RequestContext, kind: WebhookScopeKind = 'store') {
  const { owner } = scopeOf(ctx, kind);
  return { endpoints: (await listEndpoints(ctx.db, owner)).map(endpointOf) };
}

export async function createWebhook(
  ctx: RequestContext,
  input: EndpointInput,
  kind: WebhookScopeKind = 'store',
) {
  const scope = scopeOf(ctx, kind);
  await checkTarget(input.url, ctx.deps.config.webhooksAllowPrivate);
  const secret = newSecret();
  const events = [...new Set(input.events)];
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countEndpoints(tx, scope.owner)) >= MAX_WEBHOOK_ENDPOINTS)
      throw conflict('webhooks.tooMany', { max: MAX_WEBHOOK_ENDPOINTS });
    const created = await insertEndpoint(tx, scope.owner, { url: input.url, events, secret });
    await scope.audit(tx, 'webhook.created', {
      webhookId: created.id,
      url: hostForAudit(input.url),
      events,
    });
    return created;
  });
  return { ...said('webhooks.created'), endpoint: endpointOf(row), secret };
}

export async function updateWebhook(
  ctx: RequestContext,
  input: EndpointChange,
  kind: WebhookScopeKind = 'store',
) {
  const scope = scopeOf(ctx, kind);
  if (input.url !== undefined) await checkTarget(input.url, ctx.deps.config.webhooksAllowPrivate);
  const events = input.events && [...new Set(input.events)];
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateEndpoint(tx, scope.owner, input.endpointId, {
      url: input.url,
      events,
      enabled: input.enabled,
    });
    if (!updated) throw notFound('webhooks.endpointNotFound');
    const fields = (['url', 'events', 'enabled'] as const).filter((f) => input[f] !== undefined);
    await scope.audit(tx, 'webhook.updated', {
      webhookId: updated.id,
      url: hostForAudit(updated.url),
      fields: [...fields],
    });
    return updated;
  });
  return { ...said('webhooks.updated'), endpoint: endpointOf(row) };
}

export async function rotateWebhookSecret(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/webhooks/rotate-secret'>,
  kind: WebhookScopeKind = 'store',
) {
  const scope = scopeOf(ctx, kind);
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const rotated = await rotateEndpointSecret(tx, scope.owner, input.endpointId, secret);
    if (!rotated) throw notFound('webhooks.endpointNotFound');
    await scope.audit(tx, 'webhook.secretRotated', {
      webhookId: rotated.id,
      url: hostForAudit(rotated.url),
    });
    return rotated;
  });
  return { ...said('webhooks.secretRotated'), endpoint: endpointOf(row), secret };
}

export async function deleteWebhook(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/webhooks/delete'>,
  kind: WebhookScopeKind = 'store',
) {
  const scope = scopeOf(ctx, kind);
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteEndpoint(tx, scope.owner, input.endpointId);
    if (!deleted) throw notFound('webhooks.endpointNotFound');
    await scope.audit(tx, 'webhook.deleted', {
      webhookId: deleted.id,
      url: hostForAudit(deleted.url),
    });
  });
  return said('webhooks.deleted');
}

export async function webhookDeliveries(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/webhooks/deliveries'>,
  kind: WebhookScopeKind = 'store',
) {
  const { owner } = scopeOf(ctx, kind);
  if (!(await endpointExists(ctx.db, owner, input.endpointId))) throw notFound('webhooks.endpointNotFound');
  const rows = await deliveriesOf(ctx.db, owner, input.endpointId, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { deliveries: rows.map((row) => deliveryOf(owner, row)), total: rows[0]?.total ?? 0 };
}

/** Sends a delivery of the log again now, with the same webhook-id, as a 'webhook-deliver' job. */
export async function replayWebhook(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/webhooks/replay'>,
  kind: WebhookScopeKind = 'store',
) {
  const { owner } = scopeOf(ctx, kind);
  const delivery = await findDelivery(ctx.db, owner, input.deliveryId);
  if (!delivery) throw notFound('webhooks.deliveryNotFound');
  if (!delivery.enabled) throw conflict('webhooks.endpointDisabled');
  await ctx.db.transaction(async (tx) => {
    await markReplayed(tx, owner, input.deliveryId);
    await ctx.deps.jobs.enqueue(tx, 'webhook-deliver', {
      storeId: owner === 'platform' ? null : owner,
      deliveryId: input.deliveryId,
      replay: true,
    });
  });
  return said('webhooks.replayQueued');
}
