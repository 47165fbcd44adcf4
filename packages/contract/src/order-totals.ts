import { pointsForAmount } from './format.ts';

/**
 * What an online order costs and earns, written once for the API (which charges and gives it) and the
 * wallet (which shows it before the order is placed): zod-free, so the wallet imports it as
 * @premia/contract/order-totals.
 */

/** How a product earns points: its own fixed points per unit, or the store's conversion of the amount. */
export interface LinePointsRule {
  pointsMode: 'conversion' | 'fixed';
  fixedPoints: number | null;
}

/** A store's conversion of an amount to points (none when useConversion is off). */
export interface StoreConversion {
  useConversion: boolean;
  conversionPoints: number;
  conversionMoneyCents: number;
}

/**
 * Points that `quantity` units at `priceCents` earn when the order is delivered: the product's fixed
 * points per unit, or the store's conversion of the line's amount (none when the store does not convert
 * amounts to points).
 */
export function pointsOfLine(
  product: LinePointsRule,
  store: StoreConversion,
  priceCents: number,
  quantity: number,
): number {
  if (product.pointsMode === 'fixed') return (product.fixedPoints ?? 0) * quantity;
  return store.useConversion ? pointsForAmount(priceCents * quantity, store) : 0;
}

/** A shipping zone's price: its cost, and the products' total from which shipping is free (or null). */
export interface ShippingZone {
  costCents: number;
  freeFromCents: number | null;
}

/**
 * What delivery to a zone costs for an order whose products total `subtotalCents`: the zone's cost,
 * nothing from its free-shipping amount on, nothing without a zone (a pick-up).
 */
export function shippingCentsFor(zone: ShippingZone | null | undefined, subtotalCents: number): number {
  if (!zone) return 0;
  return zone.freeFromCents !== null && subtotalCents >= zone.freeFromCents ? 0 : zone.costCents;
}
