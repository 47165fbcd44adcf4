import { z } from 'zod';
import { longText, plainText, positiveMoney, text } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from '../account/auth.ts';

/** The general tab: whether stores buy redemption packs, and the free redemptions a new store gets. */
export const adminGeneralConfiguration = z.object({
  redeemBought: z.boolean(),
  freeRedemptions: z.number(),
});

export const paypalModes = ['sandbox', 'live'] as const;
/** The PayPal settings as the admin reads them: the secret never leaves the server, only whether it is set. */
export const adminPaypalSettings = z.object({
  clientId: z.string(),
  secretSet: z.boolean(),
  mode: z.enum(paypalModes),
  enabled: z.boolean(),
});

export const subscriptionPeriods = ['month', 'year'] as const;
export const adminSubscriptionSettings = z.object({
  enabled: z.boolean(),
  price: z.number(),
  currencyCode: z.string(),
  period: z.enum(subscriptionPeriods),
  /** The PayPal billing plan stores subscribe to (P-...), when one is chosen. */
  paypalPlanId: z.string().nullable(),
});

export const paypalBillingPlan = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  price: z.number().nullable(),
  currencyCode: z.string().nullable(),
  period: z.string().nullable(),
});

export const adminConfigurationRoutes = {
  '/admin/get-configuration': route({
    area: 'admin-configuration',
    summary:
      'The general tab: the redeemBought flag (stores buy redemption packs) and free redemptions for new stores.',
    access: 'admin',
    input: z.object({}),
    output: adminGeneralConfiguration,
    example: {},
  }),
  '/admin/configuration/save-subscription-freerewards': route({
    area: 'admin-configuration',
    summary: 'Save the general tab: redeemBought flag and the free redemptions a new store starts with.',
    access: 'admin',
    input: z.object({
      redeemBought: z.boolean(),
      freeRedemptions: z.number().int().min(0).max(100_000),
    }),
    output: messageOutput.extend(adminGeneralConfiguration.shape),
    example: { redeemBought: true, freeRedemptions: 50 },
  }),
  '/admin/configuration/payment/get': route({
    area: 'admin-configuration',
    summary: 'The manual payment instructions owners read on their payment screen.',
    access: 'admin',
    input: z.object({}),
    output: z.object({ instructions: z.string() }),
    example: {},
  }),
  '/admin/configuration/payment/save': route({
    area: 'admin-configuration',
    summary: 'Save the manual payment instructions (bank account, how to send the receipt).',
    access: 'admin',
    input: z.object({ instructions: longText(2000) }),
    output: messageOutput.extend({ instructions: z.string() }),
    example: { instructions: 'Transfiera a la cuenta BCP 191-0000000-0-00 y envíe el comprobante.' },
  }),
  '/admin/configuration/get-subscription': route({
    area: 'admin-configuration',
    summary: 'The subscription tab: on/off for new stores, price, period and the PayPal plan.',
    access: 'admin',
    input: z.object({}),
    output: adminSubscriptionSettings,
    example: {},
  }),
  '/admin/configuration/save-subscription': route({
    area: 'admin-configuration',
    summary: 'Save the subscription: on/off (new stores need one when on), price and period.',
    access: 'admin',
    input: z.object({ enabled: z.boolean(), price: positiveMoney(), period: z.enum(subscriptionPeriods) }),
    output: messageOutput.extend(adminSubscriptionSettings.shape),
    example: { enabled: false, price: 19.9, period: 'month' },
  }),
  '/admin/paypal/get-plans': route({
    area: 'admin-configuration',
    summary: "PayPal's billing plans of our account (through the payment provider), and the one chosen.",
    access: 'admin',
    failures: ['conflict', 'provider-unavailable'],
    input: z.object({}),
    output: z.object({ plans: z.array(paypalBillingPlan), selected: z.string().nullable() }),
    example: {},
  }),
  '/admin/configuration/update-paypal-plans': route({
    area: 'admin-configuration',
    summary:
      "Choose the PayPal plan stores subscribe to: the one named, or (none named) a new one made at PayPal from the subscription's price and period.",
    access: 'admin',
    failures: ['not-found', 'conflict', 'provider-unavailable'],
    input: z.object({ paypalPlanId: plainText().min(1).max(50).optional() }),
    output: messageOutput.extend({ selected: z.string() }),
    example: { paypalPlanId: 'P-5ML4271244454362WXNWU5NQ' },
  }),
  '/admin/configuration/get-paypal': route({
    area: 'admin-configuration',
    summary: 'The PayPal settings: client id, mode, on/off and whether a secret is set (never the secret).',
    access: 'admin',
    input: z.object({}),
    output: adminPaypalSettings,
    example: {},
  }),
  '/admin/configuration/save-paypal': route({
    area: 'admin-configuration',
    summary: 'Save the PayPal settings; a blank secret keeps the one saved.',
    access: 'admin',
    input: z.object({
      clientId: text(200),
      clientSecret: text(200).optional(),
      mode: z.enum(paypalModes),
      enabled: z.boolean(),
    }),
    output: messageOutput.extend(adminPaypalSettings.shape),
    example: { clientId: 'AZ-client-id', clientSecret: '', mode: 'sandbox', enabled: false },
  }),
} as const;
