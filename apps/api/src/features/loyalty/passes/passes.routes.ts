import type { FastifyInstance } from 'fastify';
import type { Deps, Handlers } from '../../../lib/context.ts';
import { fail } from '../../../plugins/errors.ts';
import { applePassOfLink, myPassLinks, passNotFound } from './passes.service.ts';
import { registerAppleWebService } from './passes.web-service.ts';

export const passesHandlers = {
  '/wallet/passes': (_input, ctx) => myPassLinks(ctx),
} satisfies Partial<Handlers>;

/**
 * GET /passes/apple/{link}: the .pkpass the phone's browser opens into Apple Wallet (a navigation, which
 * carries no token: the link is signed and short-lived instead); and Apple's web service beside it.
 */
export function registerPassDownloads(app: FastifyInstance, deps: Deps): void {
  registerAppleWebService(app, deps);
  app.get<{ Params: { link: string } }>('/passes/apple/:link', async (request, reply) => {
    const pass = await applePassOfLink(deps, request.params.link.slice(0, 100));
    if (!pass) return fail(reply, 404, 'not-found', passNotFound());
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="tarjeta.pkpass"')
      .type('application/vnd.apple.pkpass')
      .send(pass);
  });
}
