import type { OrderMode, PlaceOrderInput, WalletShop } from '@premia/contract';
import type { CartLine } from './cart';

type Zone = WalletShop['shippingCosts'][number];
type Location = WalletShop['locations'][number];

/** What delivery costs: the zone's cost, nothing from its free-shipping amount on, nothing at pick-up. */
export function shippingCentsOf(mode: OrderMode, zone: Zone | undefined, subtotalCents: number): number {
  if (mode !== 'delivery' || !zone) return 0;
  return zone.freeFromCents !== null && subtotalCents >= zone.freeFromCents ? 0 : zone.costCents;
}

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
