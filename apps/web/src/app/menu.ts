import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartOutlined,
  IdcardOutlined,
  LineChartOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  QrcodeOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { brandAreaOfScreen, brandHas, type ClientConfig, type LoginData } from '@premia/contract';
import { type ComponentType, lazy } from 'react';
import { PendingRequestsBadge } from '../features/loyalty/requests';
import { NewOrdersBadge } from '../features/shop/orders';
import { preloadable } from '../ui/lazyScreen';

/**
 * Who sees an entry (spec §6): admins see only 'admin' entries; store users see 'all' entries and
 * those of their storeUserType. 'ownerNonMultiStore' is the owner when the brand is not multi-store;
 * 'permStore' is an employee holding the shop permission.
 */
type Audience = 'all' | 'owner' | 'ownerNonMultiStore' | 'permStore' | 'admin';

export interface MenuEntry {
  /** The label is t(`menu.${key}`); also the entry's id. */
  key: string;
  /** Route under /dashboard ('' is the home); a group has none. A brand may lack it: contract brandAreas. */
  path?: string;
  icon?: ComponentType;
  who: readonly Audience[];
  /** false: reachable by URL for whoever may see it, but not listed in the sidebar. */
  sidebar?: boolean;
  /** The landing page after sign-in (spec §4): reachable by every signed-in user. */
  landing?: boolean;
  /** A count shown beside the label in the sidebar (e.g. new orders). */
  badge?: ComponentType;
  /** Only where the server has it (client config): the outbox of mails kept without SMTP_URL. */
  onlyWith?: 'mailOutbox';
  /** The screen; an entry without one shows the 404 page until its issue builds it. */
  screen?: ComponentType;
  children?: readonly MenuEntry[];
}

export type Viewer = Pick<LoginData, 'userType' | 'storeUserType' | 'permStore'>;
/** The brand flags, and whether the server keeps its mails for the admin (no SMTP_URL). */
export type Brand = ClientConfig['brand'] & { mailOutbox?: boolean };

/** What of the client config decides which screens exist. */
export function brandOf(config: ClientConfig): Brand {
  return { ...config.brand, mailOutbox: config.mailOutbox };
}

/** The landing screen: loaded ahead of the sign-in (preloadLandingScreens.ts), then drawn at once. */
export const HomePage = preloadable(() => import('../features/insight/home/HomePage'));
const MyProfilePage = lazy(() => import('../features/account/profile/MyProfilePage'));
const EmployeesPage = lazy(() => import('../features/account/employees/EmployeesPage'));
const LocationsPage = lazy(() => import('../features/account/locations/LocationsPage'));
const LoyaltyPage = lazy(() => import('../features/loyalty/counter/LoyaltyPage'));
const CustomersPage = lazy(() => import('../features/loyalty/customers/CustomersPage'));
const RewardsPage = lazy(() => import('../features/loyalty/rewards/RewardsPage'));
const LevelsPage = lazy(() => import('../features/loyalty/levels/LevelsPage'));
// Customer segments (issue 34 §6).
const SegmentsPage = lazy(() => import('../features/loyalty/segments/SegmentsPage'));
// Automations (issue 34 §5).
const AutomationsPage = lazy(() => import('../features/loyalty/automations/AutomationsPage'));
const ConfigurationPage = lazy(() => import('../features/account/configuration/ConfigurationPage'));
const WebhooksPage = lazy(() => import('../features/account/webhooks/WebhooksPage'));
const AdminWebhooksPage = lazy(() => import('../features/account/webhooks/AdminWebhooksPage'));
const PaymentPage = lazy(() => import('../features/account/payments/PaymentPage'));
const SubscriptionPage = lazy(() => import('../features/account/payments/SubscriptionPage'));
const ActivityPage = lazy(() => import('../features/insight/activity/ActivityPage'));
const BulkPointsPage = lazy(() => import('../features/loyalty/bulk/BulkPointsPage'));
// The platform's catalogue (admin).
const CategoriesPage = lazy(() => import('../features/content/categories/CategoriesPage'));
const StoreTypesPage = lazy(() => import('../features/platform/store-types/StoreTypesPage'));
const StoreNotificationsPage = lazy(() => import('../features/content/notifications/StoreNotificationsPage'));
const AdminNotificationsPage = lazy(() => import('../features/content/notifications/AdminNotificationsPage'));
const AdminHomePage = lazy(() => import('../features/platform/admin-home/AdminHomePage'));
const AdminStoresPage = lazy(() => import('../features/platform/admin-stores/AdminStoresPage'));
const StorePaymentsPage = lazy(() => import('../features/platform/admin-payments/StorePaymentsPage'));
const AdminConfigurationPage = lazy(
  () => import('../features/platform/admin-configuration/AdminConfigurationPage'),
);
// content: coupons, news, banners, offers
const CouponsPage = lazy(() => import('../features/content/coupons/CouponsPage'));
const NewsPage = lazy(() => import('../features/content/news/NewsPage'));
const AdminNewsPage = lazy(() => import('../features/content/news/AdminNewsPage'));
const BannersPage = lazy(() => import('../features/content/banners/BannersPage'));
const OffersPage = lazy(() => import('../features/content/offers/OffersPage'));
const AdminOffersPage = lazy(() => import('../features/content/offers/AdminOffersPage'));
const CitiesPage = lazy(() => import('../features/platform/cities/CitiesPage'));
const AdminLocationsPage = lazy(() => import('../features/platform/admin-locations/AdminLocationsPage'));
// The audit log (issue #14).
const AuditPage = lazy(() => import('../features/insight/audit/AuditPage'));
const AdminAuditPage = lazy(() => import('../features/insight/audit/AdminAuditPage'));
// The points liability report (issue 34).
const LiabilityPage = lazy(() => import('../features/insight/liability/LiabilityPage'));
const AdminLiabilityPage = lazy(() => import('../features/insight/liability/AdminLiabilityPage'));
// The mails a server without SMTP_URL keeps (issue 32).
const MailOutboxPage = lazy(() => import('../features/platform/mail-outbox/MailOutboxPage'));

// The online shop.
const OrdersPage = lazy(() => import('../features/shop/orders/OrdersPage'));
const ProductsPage = lazy(() => import('../features/shop/products/ProductsPage'));
const ShippingCostsPage = lazy(() => import('../features/shop/shippingcosts/ShippingCostsPage'));
const ProductCategoriesPage = lazy(() => import('../features/shop/product-categories/ProductCategoriesPage'));
const RequestsPage = lazy(() => import('../features/loyalty/requests/RequestsPage'));

const shop: Audience[] = ['owner', 'permStore'];

/** The one menu table (spec §2 "Sidebar menu"), read by the sidebar and by the route guard. */
export const menu: readonly MenuEntry[] = [
  { key: 'dashboard', path: '', icon: DashboardOutlined, who: ['all'], landing: true, screen: HomePage },
  {
    key: 'loyalty',
    path: 'loyalty',
    icon: HeartOutlined,
    who: ['all'],
    screen: LoyaltyPage,
    badge: PendingRequestsBadge,
  },
  { key: 'customers', path: 'customers', icon: TeamOutlined, who: ['owner'], screen: CustomersPage },
  { key: 'activity', path: 'activity', icon: LineChartOutlined, who: ['all'], screen: ActivityPage },
  { key: 'rewards', path: 'rewards', icon: GiftOutlined, who: ['owner'], screen: RewardsPage },
  { key: 'banners', path: 'banners', icon: PictureOutlined, who: ['owner'], screen: BannersPage },
  { key: 'offers', path: 'offers', icon: TagOutlined, who: ['owner'], screen: OffersPage },
  {
    key: 'ecommerce',
    icon: ShopOutlined,
    who: shop,
    children: [
      {
        key: 'orders',
        path: 'orders',
        icon: ShoppingCartOutlined,
        who: shop,
        badge: NewOrdersBadge,
        screen: OrdersPage,
      },
      { key: 'products', path: 'products', icon: AppstoreOutlined, who: shop, screen: ProductsPage },
      {
        key: 'shippingcosts',
        path: 'shippingcosts',
        icon: CarOutlined,
        who: shop,
        screen: ShippingCostsPage,
      },
      {
        key: 'categories',
        path: 'categories',
        icon: TagsOutlined,
        who: ['ownerNonMultiStore', 'permStore'],
        screen: ProductCategoriesPage,
      },
    ],
  },
  { key: 'news', path: 'news', icon: NotificationOutlined, who: ['owner'], screen: NewsPage },
  { key: 'coupons', path: 'coupons', icon: QrcodeOutlined, who: ['owner'], screen: CouponsPage },
  {
    key: 'notifications',
    path: 'notifications',
    icon: BellOutlined,
    who: ['owner'],
    screen: StoreNotificationsPage,
  },
  { key: 'employees', path: 'employees', icon: IdcardOutlined, who: ['owner'], screen: EmployeesPage },
  { key: 'locations', path: 'locations', icon: EnvironmentOutlined, who: ['owner'], screen: LocationsPage },
  {
    key: 'configuration',
    path: 'configuration',
    icon: SettingOutlined,
    who: ['owner'],
    screen: ConfigurationPage,
  },
  { key: 'audit', path: 'audit', icon: AuditOutlined, who: ['owner'], screen: AuditPage },
  {
    key: 'liability',
    path: 'liability',
    icon: AccountBookOutlined,
    who: ['owner'],
    screen: LiabilityPage,
  },
  { key: 'segments', path: 'segments', icon: ClusterOutlined, who: ['owner'], screen: SegmentsPage },
  {
    key: 'automations',
    path: 'automations',
    icon: ThunderboltOutlined,
    who: ['owner'],
    screen: AutomationsPage,
  },
  {
    key: 'admin',
    icon: ControlOutlined,
    who: ['admin'],
    children: [
      {
        key: 'adminDashboard',
        path: 'admin',
        icon: DashboardOutlined,
        who: ['admin'],
        screen: AdminHomePage,
      },
      {
        key: 'adminStores',
        path: 'admin/stores',
        icon: BankOutlined,
        who: ['admin'],
        screen: AdminStoresPage,
      },
      {
        key: 'adminStoreTypes',
        path: 'admin/storetypes',
        icon: ClusterOutlined,
        who: ['admin'],
        screen: StoreTypesPage,
      },
      {
        key: 'adminCategories',
        path: 'admin/categories',
        icon: TagsOutlined,
        who: ['admin'],
        screen: CategoriesPage,
      },
      { key: 'adminCities', path: 'admin/cities', icon: GlobalOutlined, who: ['admin'], screen: CitiesPage },
      {
        key: 'adminLocations',
        path: 'admin/locations',
        icon: EnvironmentOutlined,
        who: ['admin'],
        screen: AdminLocationsPage,
      },
      {
        key: 'adminNotifications',
        path: 'admin/notifications',
        icon: BellOutlined,
        who: ['admin'],
        screen: AdminNotificationsPage,
      },
      {
        key: 'adminAudit',
        path: 'admin/audit',
        icon: AuditOutlined,
        who: ['admin'],
        screen: AdminAuditPage,
      },
      {
        key: 'adminLiability',
        path: 'admin/liability',
        icon: AccountBookOutlined,
        who: ['admin'],
        screen: AdminLiabilityPage,
      },
      {
        key: 'adminOutbox',
        path: 'admin/outbox',
        icon: MailOutlined,
        who: ['admin'],
        onlyWith: 'mailOutbox',
        screen: MailOutboxPage,
      },
      {
        key: 'adminWebhooks',
        path: 'admin/webhooks',
        icon: ApiOutlined,
        who: ['admin'],
        screen: AdminWebhooksPage,
      },
      {
        key: 'adminConfiguration',
        path: 'admin/configuration',
        icon: SettingOutlined,
        who: ['admin'],
        screen: AdminConfigurationPage,
      },
      // Sub-routes of spec §2 that the spec's admin sidebar does not list.
      { key: 'adminOffers', path: 'admin/offers', who: ['admin'], sidebar: false, screen: AdminOffersPage },
      // content: the platform's news (a sub-route the spec's admin sidebar does not list)
      { key: 'adminNews', path: 'admin/news', who: ['admin'], sidebar: false, screen: AdminNewsPage },
      {
        key: 'adminStorePayments',
        path: 'admin/store/payments/:storeId',
        who: ['admin'],
        sidebar: false,
        screen: StorePaymentsPage,
      },
    ],
  },
  // Routes of spec §2 that are not sidebar items.
  { key: 'myprofile', path: 'myprofile', who: ['all', 'admin'], sidebar: false, screen: MyProfilePage },
  { key: 'payment', path: 'payment', who: ['owner'], sidebar: false, screen: PaymentPage },
  { key: 'customerlevels', path: 'customerlevels', who: ['owner'], sidebar: false, screen: LevelsPage },
  // Opened from Configuración's «Webhooks» card.
  { key: 'webhooks', path: 'webhooks', who: ['owner'], sidebar: false, screen: WebhooksPage },
  { key: 'bulkpoints', path: 'customers/bulk', who: ['owner'], sidebar: false, screen: BulkPointsPage },
  // The reward requests customers make from the wallet (issue #16); reached from the counter.
  { key: 'requests', path: 'requests', who: ['all'], sidebar: false, screen: RequestsPage },
  {
    key: 'recurringsubscription',
    path: 'recurringsubscription',
    who: ['owner'],
    sidebar: false,
    screen: SubscriptionPage,
  },
];

/**
 * Whether the brand has the entry's screen: the contract's brandAreas, the table the API reads too; and
 * a screen only some servers have (onlyWith) where the server has it.
 */
function brandAllows(entry: MenuEntry, brand: Brand): boolean {
  if (entry.onlyWith && !brand[entry.onlyWith]) return false;
  const area = entry.path === undefined ? undefined : brandAreaOfScreen(entry.path);
  return area === undefined || brandHas(area, brand);
}

function audienceIncludes(audience: Audience, viewer: Viewer, brand: Brand): boolean {
  if (viewer.userType === 'admin') return audience === 'admin';
  switch (audience) {
    case 'all':
      return true;
    case 'owner':
      return viewer.storeUserType === 'owner';
    case 'ownerNonMultiStore':
      return viewer.storeUserType === 'owner' && !brand.multiStore;
    case 'permStore':
      return viewer.storeUserType === 'employee' && viewer.permStore;
    case 'admin':
      return false;
  }
}

/** Whether the entry itself (not its children) is for this viewer and brand. */
function canSee(entry: MenuEntry, viewer: Viewer, brand: Brand): boolean {
  return brandAllows(entry, brand) && entry.who.some((audience) => audienceIncludes(audience, viewer, brand));
}

/** The sidebar of a viewer: visible entries; a group stays only with at least one visible child. */
export function sidebarFor(viewer: Viewer, brand: Brand, entries: readonly MenuEntry[] = menu): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.sidebar === false || !canSee(entry, viewer, brand)) continue;
    if (entry.children) {
      const children = sidebarFor(viewer, brand, entry.children);
      if (children.length > 0) result.push({ ...entry, children });
    } else {
      result.push(entry);
    }
  }
  return result;
}

/** Every entry with a route, each with the groups above it (a hidden group hides its children). */
export function routeEntries(
  entries: readonly MenuEntry[] = menu,
  parents: readonly MenuEntry[] = [],
): { entry: MenuEntry; parents: readonly MenuEntry[] }[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined ? [{ entry, parents }] : []),
    ...(entry.children ? routeEntries(entry.children, [...parents, entry]) : []),
  ]);
}

/** The route guard's rule: can this viewer open the entry's route? */
export function canReach(
  entry: MenuEntry,
  parents: readonly MenuEntry[],
  viewer: Viewer,
  brand: Brand,
): boolean {
  return routeVerdict(entry, parents, viewer, brand) === 'open';
}

/**
 * What the guard shows: the screen; 'absent' where the brand has no such area (the 404 page, as for
 * an unknown address); 'forbidden' where the screen exists but is not this viewer's (an employee
 * opening an owner's address is told so, not that the page does not exist).
 */
export function routeVerdict(
  entry: MenuEntry,
  parents: readonly MenuEntry[],
  viewer: Viewer,
  brand: Brand,
): 'open' | 'absent' | 'forbidden' {
  if (entry.landing) return 'open';
  const chain = [...parents, entry];
  const seenBy = (someone: Viewer, under = brand) => chain.every((e) => canSee(e, someone, under));
  if (seenBy(viewer)) return 'open';
  // The viewer's own screen in a brand that is not multi-store (the shop's categories): absent here.
  if (brand.multiStore && seenBy(viewer, { ...brand, multiStore: false })) return 'absent';
  return everyKindOfViewer.some((someone) => seenBy(someone)) ? 'forbidden' : 'absent';
}

/** One viewer of each role, with every permission: who could open a screen in some role. */
const everyKindOfViewer: readonly Viewer[] = [
  { userType: 'client', storeUserType: 'owner', permStore: false },
  { userType: 'client', storeUserType: 'employee', permStore: true },
  { userType: 'admin', storeUserType: null, permStore: false },
];

/** The full URL of an entry. */
export function entryUrl(entry: MenuEntry): string {
  return entry.path ? `/dashboard/${entry.path}` : '/dashboard';
}

/** The last URL segment, which the sidebar highlights (spec §2). */
export function lastSegment(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}
