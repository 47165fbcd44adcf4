import type { Handlers } from '../../../lib/context.ts';
import * as levels from './levels.service.ts';

export const levelHandlers = {
  '/client/levels/get-all': (_input, ctx) => levels.list(ctx),
  '/client/levels/add': (input, ctx) => levels.add(ctx, input),
  '/client/levels/update': (input, ctx) => levels.update(ctx, input),
  '/client/levels/delete': (input, ctx) => levels.remove(ctx, input),
  '/client/levels/reorder': (input, ctx) => levels.reorder(ctx, input),
} satisfies Partial<Handlers>;
