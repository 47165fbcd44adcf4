import { lazy } from 'react';

/** A tab of the admin configuration, in a chunk of its own: loaded when first opened. */
export const SupportChannelsTab = lazy(() => import('./SupportChannelsTab'));
