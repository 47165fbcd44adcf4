import { type Handlers, sessionOf } from '../../../lib/context.ts';
import * as adminStores from './admin-stores.service.ts';
import * as detail from './store-detail.service.ts';

export const adminStoresHandlers = {
  '/admin/store/get-all': (input, ctx) => adminStores.list(ctx.deps, input),
  '/admin/business/get': (input, ctx) => adminStores.getBusiness(ctx.deps, input),
  '/admin/business/process': (input, ctx) => adminStores.processBusiness(ctx.deps, sessionOf(ctx), input),
  '/admin/business/delete': (input, ctx) => adminStores.deleteBusiness(ctx.deps, sessionOf(ctx), input),
  '/admin/store/get': (input, ctx) => detail.storeDetail(ctx.deps, input),
  '/admin/store/more-info': (input, ctx) => detail.storeCharts(ctx.deps, input),
  '/admin/store/get-activity': (input, ctx) => detail.storeActivity(ctx.deps, input),
} satisfies Partial<Handlers>;
