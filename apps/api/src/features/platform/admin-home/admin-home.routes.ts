import type { Handlers } from '../../../lib/context.ts';
import { figures } from './admin-home.service.ts';

export const adminHomeHandlers = {
  '/admin/home/figures': (_input, ctx) => figures(ctx.deps),
} satisfies Partial<Handlers>;
