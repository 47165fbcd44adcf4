import type { Handlers } from '../../../lib/context.ts';
import * as platform from './platform.service.ts';

export const platformHandlers = {
  '/general/client-config': (_input, ctx) => platform.clientConfig(ctx.deps),
  '/general/get-store-types': (input, ctx) => platform.storeTypes(ctx.deps, input.language),
  '/general/get-countries': (_input, ctx) => platform.countries(ctx.deps),
  '/general/get-currencies': (_input, ctx) => platform.currencies(ctx.deps),
} satisfies Partial<Handlers>;
