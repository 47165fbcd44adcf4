import type { Handlers } from '../../../lib/context.ts';
import * as automations from './automations.service.ts';

export const automationHandlers = {
  '/client/automations/list': (_input, ctx) => automations.list(ctx),
  '/client/automations/count': (input, ctx) => automations.count(ctx, input),
  '/client/automations/add': (input, ctx) => automations.add(ctx, input),
  '/client/automations/edit': (input, ctx) => automations.edit(ctx, input),
  '/client/automations/delete': (input, ctx) => automations.remove(ctx, input),
  '/client/automations/results': (input, ctx) => automations.results(ctx, input),
} satisfies Partial<Handlers>;
