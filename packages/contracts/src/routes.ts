import { adminMailRoutes, authRoutes } from './auth.ts';
import { opsRoutes } from './ops.ts';
import type { RouteContract } from './route.ts';

/** Every route of the api, for the OpenAPI document and the route-level tests. */
export const allRoutes: readonly RouteContract[] = [
  ...Object.values(opsRoutes),
  ...Object.values(authRoutes),
  ...Object.values(adminMailRoutes),
];
