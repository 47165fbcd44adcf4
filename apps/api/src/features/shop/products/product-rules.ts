/** The rules of a product's fields together: the same for the form, the import and the API. */
export function productRuleBroken(input: {
  priceCents: number;
  oldPriceCents?: number | null | undefined;
  pointsMode: 'conversion' | 'fixed';
  fixedPoints?: number | null | undefined;
  visibleFrom?: string | null | undefined;
  visibleUntil?: string | null | undefined;
}) {
  if (input.oldPriceCents != null && input.oldPriceCents <= input.priceCents) {
    return 'products.oldPriceNotHigher' as const;
  }
  if (input.pointsMode === 'fixed' && input.fixedPoints == null)
    return 'products.fixedPointsRequired' as const;
  if (input.visibleFrom && input.visibleUntil && input.visibleFrom > input.visibleUntil) {
    return 'products.datesReversed' as const;
  }
  return null;
}
