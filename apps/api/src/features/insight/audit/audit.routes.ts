import { type Handlers, storeSessionOf } from '../../../lib/context.ts';
import * as audit from './audit.service.ts';

export const auditHandlers = {
  '/client/audit/get-all': (input, ctx) => audit.storeLog(ctx.deps, storeSessionOf(ctx), input),
  '/admin/audit/get-all': (input, ctx) => audit.platformLog(ctx.deps, input),
} satisfies Partial<Handlers>;
