import { type BrandAreaName, type BrandFlags, brandHas } from '@premia/contract';

type Sent = { storeId: number | null; direct: boolean };

/**
 * The brand area a notification is of: the platform's is the admin area's, a store's scheduled one is
 * the store notifications'; a message from a customer's drawer (direct) is of the customers' screens,
 * which every brand has.
 */
function areaOf(n: Sent): BrandAreaName | undefined {
  if (n.storeId === null) return 'admin';
  return n.direct ? undefined : 'storeNotifications';
}

/** Whether the brand sends it: never one of an area the brand lacks (scheduled before a brand change). */
export function brandSends(brand: BrandFlags, n: Sent): boolean {
  const area = areaOf(n);
  return area === undefined || brandHas(area, brand);
}
