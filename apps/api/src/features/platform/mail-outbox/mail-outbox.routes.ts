import type { Handlers } from '../../../lib/context.ts';
import { keptMails } from './mail-outbox.service.ts';

export const mailOutboxHandlers = {
  '/admin/outbox/get-all': (_input, ctx) => keptMails(ctx.deps),
} satisfies Partial<Handlers>;
