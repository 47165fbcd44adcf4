import { type Handlers, storeSessionOf } from '../../../lib/context.ts';
import * as payments from './payments.service.ts';

export const paymentsHandlers = {
  '/general/payment/redemptions-costs': (_input, ctx) => payments.redemptionsCosts(ctx.deps),
  '/client/payment/get-all': (_input, ctx) => payments.listStorePayments(ctx.deps, storeSessionOf(ctx)),
  '/client/payment/save': (input, ctx) => payments.savePayment(ctx.deps, ctx.db, storeSessionOf(ctx), input),
  '/client/payment/cancel': (input, ctx) => payments.cancelPayment(ctx.deps, storeSessionOf(ctx), input),
  '/client/payment/confirm': (input, ctx) => payments.confirmPayment(ctx.deps, storeSessionOf(ctx), input),
  '/client/subscription/status': (_input, ctx) => payments.subscriptionStatus(ctx.deps, storeSessionOf(ctx)),
  '/client/subscription/get-all': (_input, ctx) =>
    payments.listStoreSubscriptions(ctx.deps, storeSessionOf(ctx)),
  '/client/subscription/save': (_input, ctx) => payments.saveSubscription(ctx.deps, storeSessionOf(ctx)),
  '/client/subscription/confirm': (input, ctx) =>
    payments.confirmSubscription(ctx.deps, storeSessionOf(ctx), input),
} satisfies Partial<Handlers>;
