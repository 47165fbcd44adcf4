import type { z } from 'zod';
import { authRoutes } from './areas/auth.ts';
import { generalRoutes } from './areas/general.ts';
import { profileRoutes } from './areas/profile.ts';

/**
 * Every API path we serve: path → input, output, who may call it. Each area declares its routes beside
 * its schemas; this table joins them, one line per area. The server registers exactly these.
 */
export const routes = {
  ...authRoutes,
  ...generalRoutes,
  ...profileRoutes,
} as const;

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RouteInput<P extends RoutePath> = z.input<Routes[P]['input']>;
export type RouteParsedInput<P extends RoutePath> = z.output<Routes[P]['input']>;
export type RouteOutput<P extends RoutePath> = z.output<Routes[P]['output']>;
export type RouteResponse<P extends RoutePath> = { s: 'ok' } & RouteOutput<P>;
