import { type Handlers, sessionOf } from '../../../lib/context.ts';
import * as adminPayments from './admin-payments.service.ts';

export const adminPaymentsHandlers = {
  '/admin/store/payments': (input, ctx) => adminPayments.storePayments(ctx.deps, input),
  '/admin/store/payment/confirm': (input, ctx) =>
    adminPayments.confirmPayment(ctx.deps, sessionOf(ctx), input),
  '/admin/store/payment/add': (input, ctx) =>
    adminPayments.addPayment(ctx.deps, ctx.db, sessionOf(ctx), input),
  '/admin/store/payment/delete': (input, ctx) => adminPayments.deletePayment(ctx.deps, sessionOf(ctx), input),
  '/admin/plan/all': (_input, ctx) => adminPayments.plans(ctx.deps),
  '/admin/plan/add': (input, ctx) => adminPayments.addPlan(ctx.deps, input),
  '/admin/plan/update': (input, ctx) => adminPayments.updatePlanOf(ctx.deps, input),
  '/admin/plan/delete': (input, ctx) => adminPayments.deletePlan(ctx.deps, input),
} satisfies Partial<Handlers>;
