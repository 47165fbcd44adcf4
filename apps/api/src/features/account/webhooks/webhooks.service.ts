import { randomBytes } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type RouteParsedInput,
  said,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
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
} from './webhooks.repository.ts';

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

function deliveryOf(storeId: number, row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: messageIdOf(storeId, Number(row.message_id)),
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

export async function listWebhooks(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { endpoints: (await listEndpoints(ctx.db, storeId)).map(endpointOf) };
}

export async function createWebhook(ctx: RequestContext, input: RouteParsedInput<'/client/webhooks/create'>) {
  const session = storeSessionOf(ctx);
  await checkTarget(input.url, ctx.deps.config.webhooksAllowPrivate);
  const secret = newSecret();
  const events = [...new Set(input.events)];
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countEndpoints(tx, session.storeId)) >= MAX_WEBHOOK_ENDPOINTS)
      throw conflict('webhooks.tooMany', { max: MAX_WEBHOOK_ENDPOINTS });
    const created = await insertEndpoint(tx, { storeId: session.storeId, url: input.url, events, secret });
    await recordAudit(tx, session, session.storeId, 'webhook.created', {
      webhookId: created.id,
      url: hostForAudit(input.url),
      events,
    });
    return created;
  });
  return { ...said('webhooks.created'), endpoint: endpointOf(row), secret };
}

export async function updateWebhook(ctx: RequestContext, input: RouteParsedInput<'/client/webhooks/update'>) {
  const session = storeSessionOf(ctx);
  if (input.url !== undefined) await checkTarget(input.url, ctx.deps.config.webhooksAllowPrivate);
  const events = input.events && [...new Set(input.events)];
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateEndpoint(tx, session.storeId, input.endpointId, {
      url: input.url,
      events,
      enabled: input.enabled,
    });
    if (!updated) throw notFound('webhooks.endpointNotFound');
    const fields = (['url', 'events', 'enabled'] as const).filter((f) => input[f] !== undefined);
    await recordAudit(tx, session, session.storeId, 'webhook.updated', {
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
) {
  const session = storeSessionOf(ctx);
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const rotated = await rotateEndpointSecret(tx, session.storeId, input.endpointId, secret);
    if (!rotated) throw notFound('webhooks.endpointNotFound');
    await recordAudit(tx, session, session.storeId, 'webhook.secretRotated', {
      webhookId: rotated.id,
      url: hostForAudit(rotated.url),
    });
    return rotated;
  });
  return { ...said('webhooks.secretRotated'), endpoint: endpointOf(row), secret };
}

export async function deleteWebhook(ctx: RequestContext, input: RouteParsedInput<'/client/webhooks/delete'>) {
  const session = storeSessionOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteEndpoint(tx, session.storeId, input.endpointId);
    if (!deleted) throw notFound('webhooks.endpointNotFound');
    await recordAudit(tx, session, session.storeId, 'webhook.deleted', {
      webhookId: deleted.id,
      url: hostForAudit(deleted.url),
    });
  });
  return said('webhooks.deleted');
}

export async function webhookDeliveries(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/webhooks/deliveries'>,
) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await endpointExists(ctx.db, storeId, input.endpointId))) throw notFound('webhooks.endpointNotFound');
  const rows = await deliveriesOf(ctx.db, storeId, input.endpointId, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { deliveries: rows.map((row) => deliveryOf(storeId, row)), total: rows[0]?.total ?? 0 };
}

/** Sends a delivery of the log again now, with the same webhook-id, as a 'webhook-deliver' job. */
export async function replayWebhook(ctx: RequestContext, input: RouteParsedInput<'/client/webhooks/replay'>) {
  const { storeId } = storeSessionOf(ctx);
  const delivery = await findDelivery(ctx.db, storeId, input.deliveryId);
  if (!delivery) throw notFound('webhooks.deliveryNotFound');
  if (!delivery.enabled) throw conflict('webhooks.endpointDisabled');
  await ctx.db.transaction(async (tx) => {
    await markReplayed(tx, storeId, input.deliveryId);
    await ctx.deps.jobs.enqueue(tx, 'webhook-deliver', {
      storeId,
      deliveryId: input.deliveryId,
      replay: true,
    });
  });
  return said('webhooks.replayQueued');
}
