import type { Handlers } from '../lib/context.ts';
import { adminConfigurationHandlers } from './admin-configuration/admin-configuration.routes.ts';
import { adminHomeHandlers } from './admin-home/admin-home.routes.ts';
import { adminLocationsHandlers } from './admin-locations/admin-locations.routes.ts';
import { adminPaymentsHandlers } from './admin-payments/admin-payments.routes.ts';
import { adminStoresHandlers } from './admin-stores/admin-stores.routes.ts';
import { auditHandlers } from './audit/audit.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
// content: coupons, news, banners, offers
import { bannerHandlers } from './banners/banners.routes.ts';
import { bulkHandlers } from './bulk/bulk.routes.ts';
import { categoriesHandlers } from './categories/categories.routes.ts';
import { citiesHandlers } from './cities/cities.routes.ts';
import { contentHandlers } from './content/content.routes.ts';
import { couponHandlers } from './coupons/coupons.routes.ts';

import { customerHandlers } from './customers/customers.routes.ts';
import { employeesHandlers } from './employees/employees.routes.ts';
import { levelHandlers } from './levels/levels.routes.ts';
import { locationsHandlers } from './locations/locations.routes.ts';
import { mailOutboxHandlers } from './mail-outbox/mail-outbox.routes.ts';
import { newsHandlers } from './news/news.routes.ts';
import { notificationHandlers } from './notifications/notifications.routes.ts';
import { offerHandlers } from './offers/offers.routes.ts';
import { orderHandlers } from './orders/orders.routes.ts';
import { paymentsHandlers } from './payments/payments.routes.ts';
import { platformHandlers } from './platform/platform.routes.ts';
import { pointsHandlers } from './points/points.routes.ts';
import { posHandlers } from './pos/pos.routes.ts';
import { productCategoryHandlers } from './product-categories/product-categories.routes.ts';
import { productHandlers } from './products/products.routes.ts';
import { profileHandlers } from './profile/profile.routes.ts';
// What customers make (issue #16).
import { requestHandlers } from './requests/requests.routes.ts';
import { reviewHandlers } from './reviews/reviews.routes.ts';
import { rewardHandlers } from './rewards/rewards.routes.ts';
import { shippingCostHandlers } from './shippingcosts/shippingcosts.routes.ts';
import { statsHandlers } from './stats/stats.routes.ts';
import { storeTypesHandlers } from './store-types/store-types.routes.ts';
import { storesHandlers } from './stores/stores.routes.ts';
import { supportChannelsHandlers } from './support-channels/support-channels.routes.ts';
import { surveyHandlers } from './surveys/surveys.routes.ts';
import { uploadHandlers } from './uploads/uploads.routes.ts';
import { walletHandlers } from './wallet/wallet.routes.ts';

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
  ...uploadHandlers,
  ...statsHandlers,
  ...bulkHandlers,
  ...walletHandlers,
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
  ...mailOutboxHandlers,
};
