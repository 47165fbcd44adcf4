import type { Handlers } from '../../../lib/context.ts';
import * as configuration from './admin-configuration.service.ts';

export const adminConfigurationHandlers = {
  '/admin/get-configuration': (_input, ctx) => configuration.general(ctx.deps),
  '/admin/configuration/save-subscription-freerewards': (input, ctx) =>
    configuration.saveGeneral(ctx.deps, input),
  '/admin/configuration/payment/get': (_input, ctx) => configuration.paymentInstructions(ctx.deps),
  '/admin/configuration/payment/save': (input, ctx) => configuration.savePaymentInstructions(ctx.deps, input),
  '/admin/configuration/get-subscription': (_input, ctx) => configuration.subscription(ctx.deps),
  '/admin/configuration/save-subscription': (input, ctx) => configuration.saveSubscription(ctx.deps, input),
  '/admin/paypal/get-plans': (_input, ctx) => configuration.paypalPlans(ctx.deps),
  '/admin/configuration/update-paypal-plans': (input, ctx) => configuration.choosePaypalPlan(ctx.deps, input),
  '/admin/configuration/get-paypal': (_input, ctx) => configuration.paypal(ctx.deps),
  '/admin/configuration/save-paypal': (input, ctx) => configuration.savePaypal(ctx.deps, input),
} satisfies Partial<Handlers>;
