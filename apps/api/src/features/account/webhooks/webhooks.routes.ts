import type { Handlers } from '../../../lib/context.ts';
import * as webhooks from './webhooks.service.ts';

export const webhookHandlers = {
  '/client/webhooks/list': (_input, ctx) => webhooks.listWebhooks(ctx),
  '/client/webhooks/create': (input, ctx) => webhooks.createWebhook(ctx, input),
  '/client/webhooks/update': (input, ctx) => webhooks.updateWebhook(ctx, input),
  '/client/webhooks/rotate-secret': (input, ctx) => webhooks.rotateWebhookSecret(ctx, input),
  '/client/webhooks/delete': (input, ctx) => webhooks.deleteWebhook(ctx, input),
  '/client/webhooks/deliveries': (input, ctx) => webhooks.webhookDeliveries(ctx, input),
  '/client/webhooks/replay': (input, ctx) => webhooks.replayWebhook(ctx, input),
} satisfies Partial<Handlers>;

/** The platform administrator's endpoints: the same service, in the platform's scope. */
export const platformWebhookHandlers = {
  '/admin/webhooks/list': (_input, ctx) => webhooks.listWebhooks(ctx, 'platform'),
  '/admin/webhooks/create': (input, ctx) => webhooks.createWebhook(ctx, input, 'platform'),
  '/admin/webhooks/update': (input, ctx) => webhooks.updateWebhook(ctx, input, 'platform'),
  '/admin/webhooks/rotate-secret': (input, ctx) => webhooks.rotateWebhookSecret(ctx, input, 'platform'),
  '/admin/webhooks/delete': (input, ctx) => webhooks.deleteWebhook(ctx, input, 'platform'),
  '/admin/webhooks/deliveries': (input, ctx) => webhooks.webhookDeliveries(ctx, input, 'platform'),
  '/admin/webhooks/replay': (input, ctx) => webhooks.replayWebhook(ctx, input, 'platform'),
} satisfies Partial<Handlers>;
