import { type Handlers, sessionOf } from '../../../lib/context.ts';
import * as profile from './profile.service.ts';

export const profileHandlers = {
  '/client/info': (_input, ctx) => profile.info(ctx.deps, sessionOf(ctx)),
  '/client/update': (input, ctx) => profile.update(ctx.deps, sessionOf(ctx), input),
  '/client/change-password': (input, ctx) => profile.changePassword(ctx.deps, sessionOf(ctx), input),
} satisfies Partial<Handlers>;
