import type { SQL } from 'drizzle-orm';
import type * as auth from '../src/features/account/auth/index.ts';
import type * as employees from '../src/features/account/employees/index.ts';
import type * as locations from '../src/features/account/locations/index.ts';
import type * as payments from '../src/features/account/payments/index.ts';
import type * as stores from '../src/features/account/stores/index.ts';
import type * as users from '../src/features/account/users/index.ts';
import type * as webhooks from '../src/features/account/webhooks/index.ts';
import type * as banners from '../src/features/content/banners/index.ts';
import type * as categories from '../src/features/content/categories/index.ts';
import type * as coupons from '../src/features/content/coupons/index.ts';
import type * as news from '../src/features/content/news/index.ts';
import type * as notifications from '../src/features/content/notifications/index.ts';
import type * as offers from '../src/features/content/offers/index.ts';
import type * as uploads from '../src/features/content/uploads/index.ts';
import type * as audit from '../src/features/insight/audit/index.ts';
import type * as stats from '../src/features/insight/stats/index.ts';
import type * as surveys from '../src/features/insight/surveys/index.ts';
import type * as automations from '../src/features/loyalty/automations/index.ts';
import type * as bulk from '../src/features/loyalty/bulk/index.ts';
import type * as customers from '../src/features/loyalty/customers/index.ts';
import type * as ledger from '../src/features/loyalty/ledger/index.ts';
import type * as levels from '../src/features/loyalty/levels/index.ts';
import type * as passes from '../src/features/loyalty/passes/index.ts';
import type * as points from '../src/features/loyalty/points/index.ts';
import type * as pos from '../src/features/loyalty/pos/index.ts';
import type * as qrCodes from '../src/features/loyalty/qr-codes/index.ts';
import type * as referrals from '../src/features/loyalty/referrals/index.ts';
import type * as rewards from '../src/features/loyalty/rewards/index.ts';
import type * as segments from '../src/features/loyalty/segments/index.ts';
import type * as stamps from '../src/features/loyalty/stamps/index.ts';
import type * as wallet from '../src/features/loyalty/wallet/index.ts';
import type * as adminLocations from '../src/features/platform/admin-locations/index.ts';
import type * as cities from '../src/features/platform/cities/index.ts';
import type * as general from '../src/features/platform/general/index.ts';
import type * as mailOutbox from '../src/features/platform/mail-outbox/index.ts';
import type * as storeTypes from '../src/features/platform/store-types/index.ts';
import type * as supportChannels from '../src/features/platform/support-channels/index.ts';
import type * as orders from '../src/features/shop/orders/index.ts';
import type * as productCategories from '../src/features/shop/product-categories/index.ts';
import type * as products from '../src/features/shop/products/index.ts';
import type * as shippingcosts from '../src/features/shop/shippingcosts/index.ts';

/** What embeds into another feature's SQL: an SQL value, or a function that makes one. */
type Fragment = SQL | SQL.Aliased;
type FragmentsOf<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => infer R
    ? [R] extends [never]
      ? never
      : R extends Fragment
        ? K
        : never
    : M[K] extends Fragment
      ? K
      : never;
}[keyof M];
/** true, or the names a module exports as SQL beyond those it is allowed: the compiler shows them. */
type Only<M, Allowed extends string = never> = [Exclude<FragmentsOf<M>, Allowed>] extends [never]
  ? true
  : Exclude<FragmentsOf<M>, Allowed>;

/**
 * A feature's index.ts exports operations, not SQL for another feature's statement, checked by the
 * compiler for every feature (index-exports.test.ts: each one is listed here). The exceptions, each
 * composed into one statement of another feature to keep it one round trip:
 * - account/auth: sessionUnchanged, the remembered session's check, run inside the counter's points and redemption statements (one round trip a give)
 * - insight/audit: auditWithin, the audit row written by the counter's discount statement itself
 * - insight/stats: liveCustomersOf, a store's live customers, a column of the admin's store list and store page (one statement a page)
 * - loyalty/customers: consentGrantedAt, a customer's inbox consent at a delivery's time, a condition of the wallet inbox's one query
 * - platform/general: subscriptionEnabledSql, whether subscriptions are on, a column of the admin's store list's one
 *   statement
 * - loyalty/ledger: earnedLastYear, the points a card's level counts, a column of the wallet card's one query
 * - loyalty/segments: segmentAudience (an operation: it reads the saved segment) answers its customers as
 *   a subquery, the audience a store notification's delivery writes and its reach counts in one statement
 */
export const indexExportsChecked = {
  'account/auth': true as Only<typeof auth, 'sessionUnchanged'>,
  'account/employees': true as Only<typeof employees>,
  'account/locations': true as Only<typeof locations>,
  'account/payments': true as Only<typeof payments>,
  'account/stores': true as Only<typeof stores>,
  'account/users': true as Only<typeof users>,
  'account/webhooks': true as Only<typeof webhooks>,
  'content/banners': true as Only<typeof banners>,
  'content/categories': true as Only<typeof categories>,
  'content/coupons': true as Only<typeof coupons>,
  'content/news': true as Only<typeof news>,
  'content/notifications': true as Only<typeof notifications>,
  'content/offers': true as Only<typeof offers>,
  'content/uploads': true as Only<typeof uploads>,
  'insight/audit': true as Only<typeof audit, 'auditWithin'>,
  'insight/stats': true as Only<typeof stats, 'liveCustomersOf'>,
  'insight/surveys': true as Only<typeof surveys>,
  'loyalty/bulk': true as Only<typeof bulk>,
  'loyalty/customers': true as Only<typeof customers, 'consentGrantedAt'>,
  'loyalty/ledger': true as Only<typeof ledger, 'earnedLastYear'>,
  'loyalty/levels': true as Only<typeof levels>,
  'loyalty/passes': true as Only<typeof passes>,
  'loyalty/points': true as Only<typeof points>,
  'loyalty/pos': true as Only<typeof pos>,
  'loyalty/qr-codes': true as Only<typeof qrCodes>,
  'loyalty/referrals': true as Only<typeof referrals>,
  'loyalty/rewards': true as Only<typeof rewards>,
  'loyalty/segments': true as Only<typeof segments>,
  'loyalty/automations': true as Only<typeof automations>,
  'loyalty/stamps': true as Only<typeof stamps>,
  'loyalty/wallet': true as Only<typeof wallet>,
  'platform/admin-locations': true as Only<typeof adminLocations>,
  'platform/cities': true as Only<typeof cities>,
  'platform/general': true as Only<typeof general, 'subscriptionEnabledSql'>,
  'platform/mail-outbox': true as Only<typeof mailOutbox>,
  'platform/store-types': true as Only<typeof storeTypes>,
  'platform/support-channels': true as Only<typeof supportChannels>,
  'shop/orders': true as Only<typeof orders>,
  'shop/product-categories': true as Only<typeof productCategories>,
  'shop/products': true as Only<typeof products>,
  'shop/shippingcosts': true as Only<typeof shippingcosts>,
};
