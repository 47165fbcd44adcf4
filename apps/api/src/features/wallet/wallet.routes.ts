import type { Handlers } from '../../lib/context.ts';
import * as wallet from './wallet.service.ts';

export const walletHandlers = {
  '/wallet/me': (_input, ctx) => wallet.myCard(ctx),
  '/wallet/logout': (_input, ctx) => wallet.logout(ctx),
} satisfies Partial<Handlers>;
