import { type Handlers, storeSessionOf } from '../../../lib/context.ts';
import * as stores from './stores.service.ts';

export const storesHandlers = {
  '/client/get-store-info': (_input, ctx) => stores.info(ctx.deps, storeSessionOf(ctx)),
  '/client/store/save': (input, ctx) => stores.save(ctx.deps, storeSessionOf(ctx), input),
  '/client/store/wallet-poster': (input, ctx) => stores.poster(ctx.deps, storeSessionOf(ctx), input),
  '/client/delete-account': (input, ctx) => stores.deleteAccount(ctx.deps, storeSessionOf(ctx), input),
} satisfies Partial<Handlers>;
