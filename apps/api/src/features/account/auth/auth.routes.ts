import { type Handlers, sessionOf } from '../../../lib/context.ts';
import * as auth from './auth.service.ts';

export const authHandlers = {
  '/login/client': (input, ctx) => auth.login(ctx.deps, input, ctx.ip),
  '/login/client/logout': (_input, ctx) => auth.logout(ctx.deps, sessionOf(ctx)),
  '/login/client/recovery-password': (input, ctx) => auth.requestRecovery(ctx.deps, input, ctx.ip),
  '/login/client/register': (input, ctx) => auth.register(ctx.deps, input, ctx.ip),
  '/general/process-password-recovery': (input, ctx) => auth.processRecovery(ctx.deps, input, ctx.ip),
  '/general/confirm-email': (input, ctx) => auth.confirmEmail(ctx.deps, input),
} satisfies Partial<Handlers>;
