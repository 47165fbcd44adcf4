import type { PublicStore } from '@premia/contract';
import { linePoints } from './linePoints';
import type { CheckedLine } from './useCartCheck';

/** The cart's amount and points at the prices of now, without the lines no longer on sale. */
export function cartTotals(
  lines: CheckedLine[],
  store: Pick<PublicStore, 'useConversion' | 'conversionPoints' | 'conversionMoney'>,
) {
  let subtotalCents = 0;
  let points = 0;
  for (const { line, now, gone } of lines) {
    if (gone) continue;
    const priced = now
      ? { ...line, priceCents: now.priceCents, points: now.points, pointsMode: now.pointsMode }
      : line;
    subtotalCents += priced.priceCents * line.quantity;
    points += linePoints(priced, store);
  }
  return { subtotalCents, points };
}
