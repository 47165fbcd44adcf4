import { z } from 'zod';
import { empty } from '../common.ts';
import { route } from '../route-table.ts';

/** The signed-in customer's own card in one store. */
export const walletCard = z.object({
  storeName: z.string(),
  customerName: z.string(),
  clientCode: z.string(),
  balance: z.number(),
});
export type WalletCard = z.infer<typeof walletCard>;

/** The customer wallet: a customer signed in to one store sees their own card, and nothing else. */
export const walletCardRoutes = {
  '/wallet/me': route({
    area: 'wallet',
    summary: "The signed-in customer's card: the store, their name, client code and balance.",
    access: 'customer',
    input: empty,
    output: z.object({ card: walletCard }),
    example: {},
  }),
  '/wallet/logout': route({
    area: 'wallet',
    summary: "End the customer's wallet session of this call.",
    access: 'customer',
    input: empty,
    output: z.object({}),
    example: {},
  }),
} as const;
