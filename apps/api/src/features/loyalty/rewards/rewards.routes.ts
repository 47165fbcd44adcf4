import { claimsKeyInStatement } from '../../../counter-fast-path/claim-in-statement.ts';
import type { Handlers } from '../../../lib/context.ts';
import * as rewards from './rewards.service.ts';

export const rewardHandlers = {
  '/client/get-all-rewards': (input, ctx) => rewards.list(ctx, input),
  '/client/reward/add': (input, ctx) => rewards.add(ctx, input),
  '/client/reward/update': (input, ctx) => rewards.update(ctx, input),
  '/client/reward/delete': (input, ctx) => rewards.remove(ctx, input),
  '/client/customer/give-reward': claimsKeyInStatement('/client/customer/give-reward', (input, ctx) =>
    rewards.giveReward(ctx, input),
  ),
} satisfies Partial<Handlers>;
