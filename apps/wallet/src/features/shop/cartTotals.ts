import type { PublicStore } from '@premia/contract';
import { pointsOfLine } from '@premia/contract/order-totals';
import type { CheckedLine } from './useCartCheck';

/**
 * The cart's amount and points at the prices of now, without the lines no longer on sale; each line's
 * points as the server will count them (the contract's pointsOfLine; a product's `points` are its points
 * per unit, its fixed ones when it has them).
 */
export function cartTotals(
  lines: CheckedLine[],
  store: Pick<PublicStore, 'useConversion' | 'conversionPoints' | 'conversionMoney'>,
) {
  const conversion = {
    useConversion: store.useConversion,
    conversionPoints: store.conversionPoints,
    conversionMoneyCents: Math.round(store.conversionMoney * 100),
  };
  let subtotalCents = 0;
  let points = 0;
  for (const { line, now, gone } of lines) {
    if (gone) continue;
    const priced = now
      ? { ...line, priceCents: now.priceCents, points: now.points, pointsMode: now.pointsMode }
      : line;
    subtotalCents += priced.priceCents * line.quantity;
    points += pointsOfLine(
      { pointsMode: priced.pointsMode, fixedPoints: priced.points },
      conversion,
      priced.priceCents,
      line.quantity,
    );
  }
  return { subtotalCents, points };
}
