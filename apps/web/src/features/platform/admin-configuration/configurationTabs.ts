import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PlansTab } from '../admin-payments';
import { SupportChannelsTab } from '../support-channels';

export interface ConfigurationTab {
  /** The tab's id in the URL (?tab=) and its label, t(`adminConfiguration.tabs.${key}`). */
  key: string;
  screen: LazyExoticComponent<ComponentType>;
}

/**
 * The tabs of /dashboard/admin/configuration, in order. An admin area adds its own settings as one
 * more row here (its screen in its own feature folder; another feature's, a lazy export of its index.ts).
 */
export const configurationTabs: readonly ConfigurationTab[] = [
  { key: 'general', screen: lazy(() => import('./GeneralTab')) },
  { key: 'plans', screen: PlansTab },
  { key: 'paymentProvider', screen: lazy(() => import('./PaymentProviderTab')) },
  { key: 'subscription', screen: lazy(() => import('./SubscriptionTab')) },
  { key: 'support', screen: SupportChannelsTab },
];
