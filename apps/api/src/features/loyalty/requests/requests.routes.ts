import type { Handlers } from '../../../lib/context.ts';
import * as requests from './requests.service.ts';

export const requestHandlers = {
  '/client/redemption/pendings': (input, ctx) => requests.pendings(ctx, input),
  '/client/customer/pending-redemptions': (input, ctx) => requests.customerPendings(ctx, input),
  '/client/customer/confirm-reward-requested': (input, ctx) => requests.confirm(ctx, input),
  '/client/customer/delete-reward-requested': (input, ctx) => requests.reject(ctx, input),
  '/wallet/rewards': (_input, ctx) => requests.walletRewards(ctx),
  '/wallet/reward-requests': (_input, ctx) => requests.myRequests(ctx),
  '/wallet/reward-request/add': (input, ctx) => requests.requestReward(ctx, input),
  '/wallet/reward-request/cancel': (input, ctx) => requests.cancelRequest(ctx, input),
} satisfies Partial<Handlers>;
