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
 * `shownWhen` (the icon only for a store that has what the page shows), `badge` (what the icon carries,
 * such as the inbox's unread count). A path ending in `/*` is a
 * page with pages of its own (its folder routes them). A new page is one folder under features/<area>
 * and one line here.
 */
export interface WalletPage {
  key: string;
  path: string;
  signedIn: boolean;
  nav?: IconName;
  shownWhen?: (store: PublicStore) => boolean;
  badge?: ComponentType;
  screen: ComponentType | LazyExoticComponent<ComponentType>;
}

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
    screen: page(() => import('../features/reviews/ReviewPage')),
  },
  {
    key: 'shop',
    path: 'shop/*',
    signedIn: true,
    nav: 'shop',
    shownWhen: (store) => store.shopOpen,
    screen: page(() => import('../features/shop/ShopPage')),
  },
  {
    key: 'orders',
    path: 'orders',
    signedIn: true,
    screen: page(() => import('../features/orders/OrdersPage')),
  },
  {
    key: 'inbox',
    path: 'inbox',
    signedIn: true,
    nav: 'inbox',
    badge: UnreadBadge,
    screen: page(() => import('../features/inbox/InboxPage')),
  },
  {
    key: 'profile',
    path: 'profile',
    signedIn: true,
    nav: 'profile',
    screen: page(() => import('../features/profile/ProfilePage')),
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
    screen: page(() => import('../features/coupons/CouponPage')),
  },
  {
    key: 'signin',
    path: 'signin',
    signedIn: false,
    screen: page(() => import('../features/signin/SignInPage')),
  },
];
