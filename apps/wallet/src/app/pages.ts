import type { PublicStore } from '@premia/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import CardPage from '../features/card/CardPage';
import { UnreadBadge } from '../features/inbox/UnreadBadge';
import { loadPageTexts } from '../i18n';
import type { IconName } from './icons';

/**
 * THE table of the wallet's pages, read by the router and the bottom navigation: `path` under the
 * store's address (/{country code}/{slug}/…; '' is the store's page), `signedIn` (only a signed-in
 * customer; others go to the sign-in page), `nav` (an icon in the bottom bar, label `nav.<key>`),
 * `more` (its place on the «Más» page, listed there instead of the bar: the bar keeps five entries, so
 * every label fits at 320 px in every language), `shownWhen` (the entry only for a store that has what the page shows),
 * `badge` (what the icon carries, such as the inbox's unread count). A path ending in `/*` is a
 * page with pages of its own (its folder routes them). A new page is one folder under features/<area>
 * and one line here.
 */
export interface WalletPage {
  key: string;
  path: string;
  signedIn: boolean;
  nav?: IconName;
  more?: number;
  shownWhen?: (store: PublicStore) => boolean;
  badge?: ComponentType;
  screen: ComponentType | LazyExoticComponent<ComponentType>;
}

/** The entries of the bottom bar, or of the «Más» page, that this store has. */
export const navPages = (store: PublicStore, where: 'bar' | 'more') =>
  walletPages
    .filter((p) => p.nav && (where === 'more') === (p.more !== undefined) && (p.shownWhen?.(store) ?? true))
    .sort((a, b) => (a.more ?? 0) - (b.more ?? 0));

/** The path of a page's link (a page with pages of its own is linked at its root). */
export const linkPath = (p: WalletPage) => p.path.replace(/\/\*$/, '');

/** A page fetched when first opened, with the Spanish texts beyond the card's (i18n loadPageTexts). */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadPageTexts()]).then(([module]) => module));

export const walletPages: WalletPage[] = [
  {
    key: 'store',
    path: '',
    signedIn: false,
    nav: 'store',
    screen: page(() => import('../features/store/StorePage')),
  },
  // The card is in the first download: it is the page a customer opens at the counter, maybe offline.
  { key: 'card', path: 'card', signedIn: true, nav: 'card', screen: CardPage },
  {
    key: 'points',
    path: 'points',
    signedIn: true,
    nav: 'points',
    screen: page(() => import('../features/points/PointsPage')),
  },
  {
    key: 'rewards',
    path: 'rewards',
    signedIn: true,
    nav: 'rewards',
    screen: page(() => import('../features/rewards/RewardsPage')),
  },
  {
    key: 'survey',
    path: 'survey',
    signedIn: true,
    screen: page(() => import('../features/surveys/SurveyPage')),
  },
  {
    key: 'review',
    path: 'review',
    signedIn: true,
    nav: 'review',
    more: 5,
    screen: page(() => import('../features/reviews/ReviewPage')),
  },
  {
    key: 'shop',
    path: 'shop/*',
    signedIn: true,
    nav: 'shop',
    more: 2,
    shownWhen: (store) => store.shopOpen,
    screen: page(() => import('../features/shop/ShopPage')),
  },
  {
    key: 'orders',
    path: 'orders',
    signedIn: true,
    nav: 'orders',
    more: 3,
    shownWhen: (store) => store.shopOpen,
    screen: page(() => import('../features/orders/OrdersPage')),
  },
  {
    key: 'inbox',
    path: 'inbox',
    signedIn: true,
    nav: 'inbox',
    more: 1,
    badge: UnreadBadge,
    screen: page(() => import('../features/inbox/InboxPage')),
  },
  {
    key: 'invite',
    path: 'invite',
    signedIn: true,
    nav: 'invite',
    more: 5.5,
    shownWhen: (store) => store.referralsOn,
    screen: page(() => import('../features/invite/InvitePage')),
  },
  {
    key: 'profile',
    path: 'profile',
    signedIn: true,
    nav: 'profile',
    more: 6,
    screen: page(() => import('../features/profile/ProfilePage')),
  },
  // The bar's last entry: the pages marked `more`, and the inbox's unread count on its icon.
  {
    key: 'more',
    path: 'more',
    signedIn: false,
    nav: 'more',
    badge: UnreadBadge,
    screen: page(() => import('../features/more/MorePage')),
  },
  {
    key: 'offers',
    path: 'offers',
    signedIn: false,
    screen: page(() => import('../features/content/OffersPage')),
  },
  {
    key: 'offer',
    path: 'offers/:offerId',
    signedIn: false,
    screen: page(() => import('../features/content/OfferPage')),
  },
  { key: 'news', path: 'news', signedIn: false, screen: page(() => import('../features/content/NewsPage')) },
  {
    key: 'newsItem',
    path: 'news/:newsId',
    signedIn: false,
    screen: page(() => import('../features/content/NewsItemPage')),
  },
  // Open to everyone: a printed coupon's QR opens it; a visitor is asked to sign in and comes back.
  {
    key: 'coupon',
    path: 'coupon',
    signedIn: false,
    nav: 'coupon',
    more: 4,
    screen: page(() => import('../features/coupons/CouponPage')),
  },
  {
    key: 'signin',
    path: 'signin',
    signedIn: false,
    screen: page(() => import('../features/signin/SignInPage')),
  },
  // Open to everyone: what the sign-up's consent is about (issue 32 §4). In the sign-in page's chunk,
  // which holds its text for the sign-up's sheet: a chunk of its own splits the card page's first
  // download in three files, past its budget (bench/wallet-bundle-size.mjs).
  {
    key: 'terms',
    path: 'terms',
    signedIn: false,
    screen: page(() => import('../features/signin/SignInPage').then((m) => ({ default: m.TermsPage }))),
  },
];
