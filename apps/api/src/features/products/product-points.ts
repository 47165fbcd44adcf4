import { pointsForAmount } from '@premia/contract';

export interface PointsRule {
  pointsMode: 'conversion' | 'fixed';
  fixedPoints: number | null;
}

export interface StoreConversion {
  useConversion: boolean;
  conversionPoints: number;
  conversionMoneyCents: number;
}

/**
 * Points that `quantity` units at `priceCents` earn: the fixed points of the product per unit, or the
 * store's conversion of the line's amount (none when the store does not convert amounts to points).
 */
export function pointsOfLine(
  product: PointsRule,
  store: StoreConversion,
  priceCents: number,
  quantity: number,
): number {
  if (product.pointsMode === 'fixed') return (product.fixedPoints ?? 0) * quantity;
  return store.useConversion ? pointsForAmount(priceCents * quantity, store) : 0;
}
