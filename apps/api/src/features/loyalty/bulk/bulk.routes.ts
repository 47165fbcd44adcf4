import type { Handlers } from '../../../lib/context.ts';
import * as bulk from './bulk.service.ts';

export const bulkHandlers = {
  '/client/process-massive-give-points': (input, ctx) => bulk.processBulk(ctx, input),
} satisfies Partial<Handlers>;
