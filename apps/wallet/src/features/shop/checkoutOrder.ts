import type { OrderMode, PlaceOrderInput, WalletShop } from '@premia/contract';
import type { CartLine } from './cart';

type Zone = WalletShop['shippingCosts'][number];
type Location = WalletShop['locations'][number];

/** The checkout's choices as the place route's input, with the total the customer saw. */
export function orderInput(order: {
  lines: CartLine[];
  mode: OrderMode;
  zone: Zone | undefined;
  location: Location | undefined;
  address: string;
  note: string;
  totalCents: number;
}): PlaceOrderInput {
  const { mode, zone, location } = order;
  return {
    items: order.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    mode,
    ...(mode === 'delivery'
      ? { ...(zone ? { shippingCostId: zone.id } : {}), address: order.address.trim() }
      : { ...(location ? { locationId: location.id } : {}) }),
    note: order.note.trim() || null,
    expectedTotalCents: order.totalCents,
  };
}
