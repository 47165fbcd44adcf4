import type { Handlers } from '../../../lib/context.ts';
import * as referrals from './referrals.service.ts';

export const referralHandlers = {
  '/wallet/referral': (input, ctx) => referrals.walletReferral(ctx, input),
  '/client/referrals/list': (input, ctx) => referrals.list(ctx, input),
} satisfies Partial<Handlers>;
