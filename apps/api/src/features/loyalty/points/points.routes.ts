import { claimsKeyInStatement } from '../../../counter-fast-path/claim-in-statement.ts';
import type { Handlers } from '../../../lib/context.ts';
import * as points from './points.service.ts';

export const pointsHandlers = {
  '/client/customer/points': (input, ctx) => points.statement(ctx, input),
  '/client/customer/add-points': claimsKeyInStatement('/client/customer/add-points', (input, ctx) =>
    points.givePurchasePoints(ctx, input),
  ),
  '/client/customer/discount-points': claimsKeyInStatement('/client/customer/discount-points', (input, ctx) =>
    points.discountPoints(ctx, input),
  ),
  '/client/customer/delete-points': (input, ctx) => points.reverseEntry(ctx, input),
  '/client/last-given-points': (input, ctx) => points.latestGiven(ctx, input),
} satisfies Partial<Handlers>;
