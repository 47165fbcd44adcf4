import { lazy } from 'react';

export { usePointsSeries, useStoreFigures } from './api';
export { entryColumns } from './entryColumns';

/** The store's dashboard (with recharts), in a chunk of its own: loaded when first drawn. */
export const StoreDashboard = lazy(() => import('./StoreDashboard'));
