import type { z } from 'zod';
import { authRoutes } from './areas/auth.ts';
import { bulkRoutes } from './areas/bulk.ts';
import { customerRoutes } from './areas/customers.ts';
import { employeesRoutes } from './areas/employees.ts';
import { generalRoutes } from './areas/general.ts';
import { levelRoutes } from './areas/levels.ts';
import { locationsRoutes } from './areas/locations.ts';
import { paymentsRoutes } from './areas/payments.ts';
import { pointsRoutes } from './areas/points.ts';
import { posRoutes } from './areas/pos.ts';
import { profileRoutes } from './areas/profile.ts';
import { rewardRoutes } from './areas/rewards.ts';
import { statsRoutes } from './areas/stats.ts';
import { storeRoutes } from './areas/store.ts';
import { uploadRoutes } from './areas/uploads.ts';

/**
 * Every API path we serve: path → input, output, who may call it. Each area declares its routes beside
 * its schemas; this table joins them, one line per area. The server registers exactly these.
 */
export const routes = {
  ...authRoutes,
  ...generalRoutes,
  ...profileRoutes,
  ...employeesRoutes,
  ...locationsRoutes,
  ...storeRoutes,
  ...paymentsRoutes,
  ...customerRoutes,
  ...pointsRoutes,
  ...rewardRoutes,
  ...levelRoutes,
  ...posRoutes,
  ...uploadRoutes,
  ...statsRoutes,
  ...bulkRoutes,
} as const;

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RouteInput<P extends RoutePath> = z.input<Routes[P]['input']>;
export type RouteParsedInput<P extends RoutePath> = z.output<Routes[P]['input']>;
export type RouteOutput<P extends RoutePath> = z.output<Routes[P]['output']>;
export type RouteResponse<P extends RoutePath> = { s: 'ok' } & RouteOutput<P>;
