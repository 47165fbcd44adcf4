import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface ConfigurationTab {
  /** The tab's id in the URL (?tab=) and its label, t(`adminConfiguration.tabs.${key}`). */
  key: string;
  screen: LazyExoticComponent<ComponentType>;
}

/**
 * The tabs of /dashboard/admin/configuration, in order. An admin area adds its own settings as one
 * more row here (its screen in its own feature folder).
 */
export const configurationTabs: readonly ConfigurationTab[] = [
  { key: 'general', screen: lazy(() => import('./GeneralTab')) },
  { key: 'plans', screen: lazy(() => import('../admin-payments/PlansTab')) },
  { key: 'paymentProvider', screen: lazy(() => import('./PaymentProviderTab')) },
  { key: 'subscription', screen: lazy(() => import('./SubscriptionTab')) },
  { key: 'support', screen: lazy(() => import('../support-channels/SupportChannelsTab')) },
];
