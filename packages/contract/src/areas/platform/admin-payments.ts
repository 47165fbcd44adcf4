import { z } from 'zod';
import { adminRef, longText, money, positiveMoney, requiredText } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from '../account/auth.ts';
import { paymentItem, redemptionAllowance } from '../account/payments.ts';

/** How a payment added by hand was paid. */
export const manualPaymentMethods = ['cash', 'transfer', 'other'] as const;

/** A store's payment as the admin sees it: the owner's view plus how it was paid and the note. */
export const adminPaymentItem = paymentItem.extend({
  method: z.enum(manualPaymentMethods).nullable(),
  note: z.string().nullable(),
});

export const adminPlanItem = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  currencyCode: z.string(),
  redemptions: z.number(),
  active: z.boolean(),
  usePaypal: z.boolean(),
  /** Some store bought it: it can be deactivated, never deleted. */
  sold: z.boolean(),
});

export const planInput = z.object({
  name: requiredText(80),
  price: positiveMoney(),
  redemptions: z.number().int().min(1).max(1_000_000),
  active: z.boolean().default(true),
  usePaypal: z.boolean().default(false),
});

const storeId = adminRef('store');
const paymentId = adminRef('payment');
const planId = adminRef('plan');

const storePayments = z.object({
  /** The store's time zone: its payments' times read as the owner reads them, wherever the admin is. */
  store: z.object({ id: z.number(), name: z.string(), active: z.boolean(), timeZone: z.string() }),
  payments: z.array(adminPaymentItem),
  allowance: redemptionAllowance,
});

export const adminPaymentsRoutes = {
  '/admin/store/payments': route({
    area: 'admin-payments',
    summary: "A store's payments, newest first, with its redemption allowance.",
    access: 'admin',
    input: z.object({ storeId }),
    output: storePayments,
    example: { storeId: 1 },
  }),
  '/admin/store/payment/confirm': route({
    area: 'admin-payments',
    summary:
      "Confirm a pending manual payment: its plan's redemptions are added to the store's redeemBought exactly once, whoever confirms and however often; the owner is mailed.",
    access: 'admin',
    failures: ['conflict'],
    input: z.object({ paymentId }),
    output: messageOutput.extend({ payment: adminPaymentItem, allowance: redemptionAllowance }),
    example: { paymentId: 1 },
  }),
  '/admin/store/payment/add': route({
    area: 'admin-payments',
    summary:
      'Record a payment received by hand (cash, transfer): confirmed at once, its redemptions added to the store; the owner is mailed.',
    access: 'admin',
    input: z.object({
      storeId,
      planId,
      amount: money(),
      method: z.enum(manualPaymentMethods),
      note: longText(500).optional(),
    }),
    output: messageOutput.extend({ payment: adminPaymentItem, allowance: redemptionAllowance }),
    example: { storeId: 1, planId: 1, amount: 15, method: 'transfer', note: 'Transferencia BCP 0012' },
    idempotent: true,
  }),
  '/admin/store/payment/delete': route({
    area: 'admin-payments',
    summary: 'Delete a payment that was never confirmed (pending or cancelled); a confirmed one stays.',
    access: 'admin',
    failures: ['conflict'],
    input: z.object({ paymentId }),
    output: messageOutput,
    example: { paymentId: 1 },
  }),
  '/admin/plan/all': route({
    area: 'admin-payments',
    summary: 'Every plan (redemption pack), active or not, with whether it was sold.',
    access: 'admin',
    input: z.object({}),
    output: z.object({ plans: z.array(adminPlanItem) }),
    example: {},
  }),
  '/admin/plan/add': route({
    area: 'admin-payments',
    summary: 'Create a plan: name, price, redemptions, active, usePaypal.',
    access: 'admin',
    input: planInput,
    output: messageOutput.extend({ plan: adminPlanItem }),
    example: { name: 'Pack 1000 canjes', price: 99, redemptions: 1000, active: true, usePaypal: false },
  }),
  '/admin/plan/update': route({
    area: 'admin-payments',
    summary: 'Change a plan; payments already made keep the redemptions and amount they were sold with.',
    access: 'admin',
    input: planInput.extend({ planId }),
    output: messageOutput.extend({ plan: adminPlanItem }),
    example: {
      planId: 2,
      name: 'Pack 500 canjes',
      price: 59,
      redemptions: 500,
      active: true,
      usePaypal: true,
    },
  }),
  '/admin/plan/delete': route({
    area: 'admin-payments',
    summary: 'Delete a plan never sold; a plan that was sold is deactivated instead (no longer offered).',
    access: 'admin',
    input: z.object({ planId }),
    output: messageOutput.extend({ deactivated: z.boolean() }),
    example: { planId: 2 },
  }),
} as const;
