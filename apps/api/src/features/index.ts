import type { Handlers } from '../lib/context.ts';
import { authHandlers } from './account/auth/auth.routes.ts';
import { employeesHandlers } from './account/employees/employees.routes.ts';
import { locationsHandlers } from './account/locations/locations.routes.ts';
import { paymentsHandlers } from './account/payments/payments.routes.ts';
import { profileHandlers } from './account/profile/profile.routes.ts';
import { storesHandlers } from './account/stores/stores.routes.ts';
import { platformWebhookHandlers, webhookHandlers } from './account/webhooks/webhooks.routes.ts';
// content: coupons, news, banners, offers
import { bannerHandlers } from './content/banners/banners.routes.ts';
import { categoriesHandlers } from './content/categories/categories.routes.ts';
import { contentHandlers } from './content/content/content.routes.ts';
import { couponHandlers } from './content/coupons/coupons.routes.ts';
import { newsHandlers } from './content/news/news.routes.ts';
import { notificationHandlers } from './content/notifications/notifications.routes.ts';
import { offerHandlers } from './content/offers/offers.routes.ts';
import { uploadHandlers } from './content/uploads/uploads.routes.ts';
import { auditHandlers } from './insight/audit/audit.routes.ts';
import { liabilityHandlers } from './insight/liability/liability.routes.ts';
import { reviewHandlers } from './insight/reviews/reviews.routes.ts';
import { statsHandlers } from './insight/stats/stats.routes.ts';
import { surveyHandlers } from './insight/surveys/surveys.routes.ts';
import { automationHandlers } from './loyalty/automations/automations.routes.ts';
import { bulkHandlers } from './loyalty/bulk/bulk.routes.ts';
import { customerHandlers } from './loyalty/customers/customers.routes.ts';
import { levelHandlers } from './loyalty/levels/levels.routes.ts';
import { passesHandlers } from './loyalty/passes/passes.routes.ts';
import { pointsHandlers } from './loyalty/points/points.routes.ts';
import { posHandlers } from './loyalty/pos/pos.routes.ts';
import { referralHandlers } from './loyalty/referrals/referrals.routes.ts';
// What customers make (issue #16).
import { requestHandlers } from './loyalty/requests/requests.routes.ts';
import { rewardHandlers } from './loyalty/rewards/rewards.routes.ts';
import { segmentHandlers } from './loyalty/segments/segments.routes.ts';
import { stampHandlers } from './loyalty/stamps/stamps.routes.ts';
import { walletHandlers } from './loyalty/wallet/wallet.routes.ts';
import { adminConfigurationHandlers } from './platform/admin-configuration/admin-configuration.routes.ts';
import { adminHomeHandlers } from './platform/admin-home/admin-home.routes.ts';
import { adminLocationsHandlers } from './platform/admin-locations/admin-locations.routes.ts';
import { adminPaymentsHandlers } from './platform/admin-payments/admin-payments.routes.ts';
import { adminStoresHandlers } from './platform/admin-stores/admin-stores.routes.ts';
import { citiesHandlers } from './platform/cities/cities.routes.ts';
import { platformHandlers } from './platform/general/platform.routes.ts';
import { mailOutboxHandlers } from './platform/mail-outbox/mail-outbox.routes.ts';
import { storeTypesHandlers } from './platform/store-types/store-types.routes.ts';
import { supportChannelsHandlers } from './platform/support-channels/support-channels.routes.ts';
import { orderHandlers } from './shop/orders/orders.routes.ts';
import { productCategoryHandlers } from './shop/product-categories/product-categories.routes.ts';
import { productHandlers } from './shop/products/products.routes.ts';
import { shippingCostHandlers } from './shop/shippingcosts/shippingcosts.routes.ts';

/** Every route of the contract's table, with its handler; the compiler refuses a missing one. */
export const handlers: Handlers = {
  ...authHandlers,
  ...platformHandlers,
  ...profileHandlers,
  ...employeesHandlers,
  ...locationsHandlers,
  ...storesHandlers,
  ...paymentsHandlers,
  ...customerHandlers,
  ...pointsHandlers,
  ...rewardHandlers,
  ...levelHandlers,
  ...posHandlers,
  ...referralHandlers,
  ...stampHandlers,
  ...segmentHandlers,
  ...automationHandlers,
  ...webhookHandlers,
  ...platformWebhookHandlers,
  ...uploadHandlers,
  ...statsHandlers,
  ...bulkHandlers,
  ...walletHandlers,
  ...passesHandlers,
  ...categoriesHandlers,
  ...storeTypesHandlers,
  ...notificationHandlers,
  ...adminHomeHandlers,
  ...adminStoresHandlers,
  ...adminPaymentsHandlers,
  ...adminConfigurationHandlers,
  // content
  ...couponHandlers,
  ...offerHandlers,
  ...newsHandlers,
  ...bannerHandlers,
  ...contentHandlers,
  ...citiesHandlers,
  ...adminLocationsHandlers,
  ...supportChannelsHandlers,
  // The online shop.
  ...productCategoryHandlers,
  ...productHandlers,
  ...shippingCostHandlers,
  ...orderHandlers,
  ...requestHandlers,
  ...surveyHandlers,
  ...reviewHandlers,
  ...auditHandlers,
  ...liabilityHandlers,
  ...mailOutboxHandlers,
};
