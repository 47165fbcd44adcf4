import { claimsKeyInStatement } from '../../../counter-fast-path/claim-in-statement.ts';
import type { Handlers } from '../../../lib/context.ts';
import * as pos from './pos.service.ts';

export const posHandlers = {
  '/client/api/token/get': (_input, ctx) => pos.getToken(ctx),
  '/client/api/token/generate': (_input, ctx) => pos.generateToken(ctx),
  '/client/api/token/delete': (_input, ctx) => pos.deleteToken(ctx),
  '/client/api/tills/list': (_input, ctx) => pos.listTills(ctx),
  '/client/api/tills/create': (input, ctx) => pos.createTill(ctx, input),
  '/client/api/tills/revoke': (input, ctx) => pos.revokeTillById(ctx, input),
  '/client/transaction/add': claimsKeyInStatement('/client/transaction/add', (input, ctx) =>
    pos.addTransaction(ctx, input),
  ),
  '/client/transaction/redeem': claimsKeyInStatement('/client/transaction/redeem', (input, ctx) =>
    pos.redeemFromPos(ctx, input),
  ),
  '/client/transaction/reverse': (input, ctx) => pos.reverseFromPos(ctx, input),
  '/client/transaction/stamp': (input, ctx) => pos.stampFromPos(ctx, input),
  '/client/transaction/history': (input, ctx) => pos.customerHistory(ctx, input),
  '/client/transaction/since': (input, ctx) => pos.ledgerEventsSince(ctx, input),
  '/client/transaction/customer': (input, ctx) => pos.customerBalance(ctx, input),
} satisfies Partial<Handlers>;
