import type { Handlers } from '../lib/context.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { platformHandlers } from './platform/platform.routes.ts';
import { profileHandlers } from './profile/profile.routes.ts';

/** Every route of the contract's table, with its handler; the compiler refuses a missing one. */
export const handlers: Handlers = {
  ...authHandlers,
  ...platformHandlers,
  ...profileHandlers,
};
