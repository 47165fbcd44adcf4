import type { Handlers } from '../../../lib/context.ts';
import * as content from './content.service.ts';

export const contentHandlers = {
  '/general/store/content': (input, ctx) => content.publicContent(ctx, input),
  '/wallet/content': (_input, ctx) => content.walletContent(ctx),
} satisfies Partial<Handlers>;
