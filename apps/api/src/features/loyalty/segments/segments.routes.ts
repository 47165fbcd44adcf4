import type { Handlers } from '../../../lib/context.ts';
import * as segments from './segments.service.ts';

export const segmentHandlers = {
  '/client/segments/count': (input, ctx) => segments.count(ctx, input),
  '/client/segments/list': (_input, ctx) => segments.list(ctx),
  '/client/segments/add': (input, ctx) => segments.add(ctx, input),
  '/client/segments/edit': (input, ctx) => segments.edit(ctx, input),
  '/client/segments/delete': (input, ctx) => segments.remove(ctx, input),
} satisfies Partial<Handlers>;
