import { preloadable } from '../../../ui/lazyScreen';

export { usePointsSeries, useStoreFigures } from './api';
export { entryColumns } from './entryColumns';

/** The store's dashboard, in a chunk of its own (its chart's in another): loaded ahead on the sign-in page, or when first drawn. */
export const StoreDashboard = preloadable(() => import('./StoreDashboard'));
