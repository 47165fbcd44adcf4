import type { z } from 'zod';
import { authRoutes } from './areas/account/auth.ts';
import { employeesRoutes } from './areas/account/employees.ts';
import { locationsRoutes } from './areas/account/locations.ts';
import { paymentsPublicRoutes, paymentsRoutes } from './areas/account/payments.ts';
import { profileRoutes } from './areas/account/profile.ts';
import { storeRoutes } from './areas/account/stores.ts';
import { platformWebhookRoutes, webhookRoutes } from './areas/account/webhooks.ts';
// content: coupons, news, banners, offers
import { bannerRoutes } from './areas/content/banners.ts';
import { adminCategoryRoutes, categoryRoutes } from './areas/content/categories.ts';
import { contentPublicRoutes, contentWalletRoutes } from './areas/content/content.ts';
import { couponRoutes, couponWalletRoutes } from './areas/content/coupons.ts';
import { newsAdminRoutes, newsRoutes } from './areas/content/news.ts';
import {
  adminNotificationRoutes,
  consentLinkRoutes,
  notificationRoutes,
  walletNotificationRoutes,
} from './areas/content/notifications.ts';
import { offerAdminRoutes, offerRoutes } from './areas/content/offers.ts';
import { uploadRoutes } from './areas/content/uploads.ts';
import { auditAdminRoutes, auditRoutes } from './areas/insight/audit.ts';
import { liabilityAdminRoutes, liabilityRoutes } from './areas/insight/liability.ts';
import { reviewRoutes, walletReviewRoutes } from './areas/insight/reviews.ts';
import { statsRoutes } from './areas/insight/stats.ts';
import { surveyRoutes, walletSurveyRoutes } from './areas/insight/surveys.ts';
import { automationRoutes } from './areas/loyalty/automations.ts';
import { bulkRoutes } from './areas/loyalty/bulk.ts';
import { customerPosRoutes, customerRoutes } from './areas/loyalty/customers.ts';
import { levelRoutes } from './areas/loyalty/levels.ts';
import { pointsRoutes } from './areas/loyalty/points.ts';
import { posTokenRoutes, posTransactionRoutes } from './areas/loyalty/pos.ts';
import { referralRoutes, referralWalletRoutes } from './areas/loyalty/referrals.ts';
import { rewardRequestRoutes, walletRewardRoutes } from './areas/loyalty/requests.ts';
import { rewardRoutes } from './areas/loyalty/rewards.ts';
import { segmentRoutes } from './areas/loyalty/segments.ts';
import { stampPosRoutes, stampRoutes } from './areas/loyalty/stamps.ts';
import { walletCardRoutes, walletPublicRoutes } from './areas/loyalty/wallet.ts';
import { adminConfigurationRoutes } from './areas/platform/admin-configuration.ts';
import { adminHomeRoutes } from './areas/platform/admin-home.ts';
import { adminLocationRoutes } from './areas/platform/admin-locations.ts';
import { adminPaymentsRoutes } from './areas/platform/admin-payments.ts';
import { adminStoresRoutes } from './areas/platform/admin-stores.ts';
import { adminCityRoutes } from './areas/platform/cities.ts';
import { generalRoutes } from './areas/platform/general.ts';
import { mailOutboxAdminRoutes } from './areas/platform/mail-outbox.ts';
import { adminStoreTypeRoutes } from './areas/platform/store-types.ts';
import { supportChannelRoutes } from './areas/platform/support-channels.ts';
import { orderRoutes, walletShopRoutes } from './areas/shop/orders.ts';
import { productCategoryRoutes } from './areas/shop/product-categories.ts';
import { productRoutes } from './areas/shop/products.ts';
import { shippingCostRoutes } from './areas/shop/shippingcosts.ts';
import type { RouteDef } from './route-table.ts';

/**
 * The API's paths by audience, one table each: who calls a route decides the table it is in, and each
 * app imports only the tables of its own callers. Each area declares its routes beside its schemas;
 * an area whose routes serve two audiences exports one object per audience.
 */

/** Sign-in, registration, recovery and the platform's reference data: `/login/*`, `/general/*`. */
export const publicRoutes = {
  ...authRoutes,
  ...generalRoutes,
  ...paymentsPublicRoutes,
  ...uploadRoutes,
  ...consentLinkRoutes,
  // content
  ...contentPublicRoutes,
  ...walletPublicRoutes,
} as const;

/** The store's back office, for its owner and employees: `/client/*`, `/stats/*`. */
export const backOfficeRoutes = {
  ...profileRoutes,
  ...employeesRoutes,
  ...locationsRoutes,
  ...storeRoutes,
  ...paymentsRoutes,
  ...customerRoutes,
  ...pointsRoutes,
  ...rewardRoutes,
  ...levelRoutes,
  ...posTokenRoutes,
  ...referralRoutes,
  ...stampRoutes,
  ...segmentRoutes,
  ...automationRoutes,
  ...webhookRoutes,
  ...statsRoutes,
  ...bulkRoutes,
  ...categoryRoutes,
  ...notificationRoutes,
  // content
  ...couponRoutes,
  ...offerRoutes,
  ...newsRoutes,
  ...bannerRoutes,
  // The online shop.
  ...productCategoryRoutes,
  ...productRoutes,
  ...shippingCostRoutes,
  ...orderRoutes,
  // What customers make: reward requests, surveys, reviews (issue #16).
  ...rewardRequestRoutes,
  ...surveyRoutes,
  ...reviewRoutes,
  ...auditRoutes,
  ...liabilityRoutes,
} as const;

/** The routes a store's POS token may call (the store's users, as their access says, too). */
export const posRoutes = {
  ...customerPosRoutes,
  ...posTransactionRoutes,
  ...stampPosRoutes,
} as const;

/** The platform administrators' own routes: `/admin/*`. */
export const adminRoutes = {
  ...adminCategoryRoutes,
  ...adminStoreTypeRoutes,
  ...adminNotificationRoutes,
  ...adminHomeRoutes,
  ...adminStoresRoutes,
  ...adminPaymentsRoutes,
  // content
  ...newsAdminRoutes,
  ...offerAdminRoutes,
  ...adminCityRoutes,
  ...adminLocationRoutes,
  ...supportChannelRoutes,
  ...auditAdminRoutes,
  ...liabilityAdminRoutes,
  ...mailOutboxAdminRoutes,
  ...platformWebhookRoutes,
  // Last: its PayPal settings are what the PayPal-calling routes before it read.
  ...adminConfigurationRoutes,
} as const satisfies Record<string, RouteDef>;

/** The customer wallet: `/wallet/*`, for a customer signed in to one store. */
export const walletRoutes = {
  ...walletCardRoutes,
  ...walletNotificationRoutes,
  // content
  ...couponWalletRoutes,
  ...contentWalletRoutes,
  // The online shop.
  ...walletShopRoutes,
  ...walletRewardRoutes,
  ...referralWalletRoutes,
  ...walletSurveyRoutes,
  ...walletReviewRoutes,
} as const;

/** The audiences, by name: the server registers every table; the route-table suite walks them all. */
export const audiences = {
  public: publicRoutes,
  backOffice: backOfficeRoutes,
  pos: posRoutes,
  admin: adminRoutes,
  wallet: walletRoutes,
} as const;
export type Audience = keyof typeof audiences;

/** Every API path we serve, all audiences joined. The server registers exactly these. */
export const routes = {
  ...publicRoutes,
  ...backOfficeRoutes,
  ...posRoutes,
  ...adminRoutes,
  ...walletRoutes,
} as const;

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RouteInput<P extends RoutePath> = z.input<Routes[P]['input']>;
export type RouteParsedInput<P extends RoutePath> = z.output<Routes[P]['input']>;
export type RouteOutput<P extends RoutePath> = z.output<Routes[P]['output']>;
export type RouteResponse<P extends RoutePath> = { s: 'ok' } & RouteOutput<P>;

/** The audience of a path: the one table it is in. */
export function audienceOf(path: RoutePath): Audience {
  const found = (Object.keys(audiences) as Audience[]).filter((a) => path in audiences[a]);
  if (found.length !== 1) throw new Error(`${path} is in ${found.length} audience tables`);
  return found[0]!;
}

/**
 * What the back-office web app calls: every audience but the wallet (a POS route such as customer
 * search is called by the store's users too). The web app types its calls with these only.
 */
export type BackOfficeAppRoutes = typeof publicRoutes &
  typeof backOfficeRoutes &
  typeof posRoutes &
  typeof adminRoutes;
export type BackOfficeAppPath = keyof BackOfficeAppRoutes;
export type BackOfficeAppInput<P extends BackOfficeAppPath> = z.input<BackOfficeAppRoutes[P]['input']>;
export type BackOfficeAppOutput<P extends BackOfficeAppPath> = z.output<BackOfficeAppRoutes[P]['output']>;
export type BackOfficeAppResponse<P extends BackOfficeAppPath> = { s: 'ok' } & BackOfficeAppOutput<P>;

/**
 * What the customer wallet app (apps/wallet) calls: the wallet's routes, and before sign-in the store's
 * page, its public content and the customer's sign-in (public routes of the wallet and content areas).
 */
export type WalletAppRoutes = typeof walletRoutes & typeof walletPublicRoutes & typeof contentPublicRoutes;
export type WalletPath = keyof WalletAppRoutes;
export type WalletInput<P extends WalletPath> = z.input<WalletAppRoutes[P]['input']>;
export type WalletResponse<P extends WalletPath> = { s: 'ok' } & z.output<WalletAppRoutes[P]['output']>;
