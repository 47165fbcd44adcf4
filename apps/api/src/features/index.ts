import type { Handlers } from '../lib/context.ts';
import { adminConfigurationHandlers } from './admin-configuration/admin-configuration.routes.ts';
import { adminHomeHandlers } from './admin-home/admin-home.routes.ts';
import { adminPaymentsHandlers } from './admin-payments/admin-payments.routes.ts';
import { adminStoresHandlers } from './admin-stores/admin-stores.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { bulkHandlers } from './bulk/bulk.routes.ts';
import { categoriesHandlers } from './categories/categories.routes.ts';
import { customerHandlers } from './customers/customers.routes.ts';
import { employeesHandlers } from './employees/employees.routes.ts';
import { levelHandlers } from './levels/levels.routes.ts';
import { locationsHandlers } from './locations/locations.routes.ts';
import { notificationHandlers } from './notifications/notifications.routes.ts';
import { paymentsHandlers } from './payments/payments.routes.ts';
import { platformHandlers } from './platform/platform.routes.ts';
import { pointsHandlers } from './points/points.routes.ts';
import { posHandlers } from './pos/pos.routes.ts';
import { profileHandlers } from './profile/profile.routes.ts';
// What customers make (issue #16).
import { requestHandlers } from './requests/requests.routes.ts';
import { reviewHandlers } from './reviews/reviews.routes.ts';
import { rewardHandlers } from './rewards/rewards.routes.ts';
import { statsHandlers } from './stats/stats.routes.ts';
import { storeTypesHandlers } from './store-types/store-types.routes.ts';
import { storesHandlers } from './stores/stores.routes.ts';
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
  ...requestHandlers,
  ...surveyHandlers,
  ...reviewHandlers,
};
