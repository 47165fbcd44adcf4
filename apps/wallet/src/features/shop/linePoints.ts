import type { PublicStore } from '@premia/contract';
import { pointsForAmount } from '@premia/contract/format';

/**
 * Points a line earns when its order is delivered, as the server counts them: a product's fixed points
 * per unit, or the store's conversion of the line's amount.
 */
export function linePoints(
  line: { points: number; pointsMode: 'conversion' | 'fixed'; priceCents: number; quantity: number },
  store: Pick<PublicStore, 'useConversion' | 'conversionPoints' | 'conversionMoney'>,
): number {
  if (line.pointsMode === 'fixed') return line.points * line.quantity;
  if (!store.useConversion) return 0;
  return pointsForAmount(line.priceCents * line.quantity, {
    conversionPoints: store.conversionPoints,
    conversionMoneyCents: Math.round(store.conversionMoney * 100),
  });
}
