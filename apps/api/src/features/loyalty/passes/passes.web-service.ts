import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../../lib/context.ts';
import { isPassAuthToken } from './pass-link.ts';
import { passSerial, readSerial } from './pass-look.ts';
import { appleUpdatedAt, devicePassesSince, registerDevice, unregisterDevice } from './passes.repository.ts';
import { currentApplePass } from './passes.service.ts';

type Params = { device?: string; passType: string; serial?: string };

const DEVICE = /^[A-Za-z0-9._-]{1,128}$/;
const PUSH_TOKEN = /^[A-Za-z0-9._-]{1,256}$/;

/**
 * Apple's PassKit web service (developer.apple.com, «Adding a Web Service to Update Passes»), at the
 * pass's webServiceURL: a device registers for a pass's updates with the pass's token («ApplePass …»),
 * asks which of its passes changed since its last tag, fetches the latest pass, and logs. Apple's
 * protocol, not the JSON envelope: its status codes are the answer.
 */
export function registerAppleWebService(app: FastifyInstance, deps: Deps): void {
  const base = '/passes/apple/v1';

  /** The pass the call names, when its token is that pass's; else the answer (401) has been sent. */
  async function authorised(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const apple = deps.config.passes.apple;
    const pass = readSerial(request.params.serial ?? '');
    const token = /^ApplePass (\S{1,64})$/.exec(request.headers.authorization ?? '')?.[1];
    if (
      !apple ||
      request.params.passType !== apple.passTypeId ||
      !pass ||
      !token ||
      // A pass once given (so its store exists, and its key), whose token this is.
      !(await appleUpdatedAt(deps.db, pass.storeId, pass.customerId)) ||
      !(await isPassAuthToken(deps.db, pass.storeId, request.params.serial!, token))
    ) {
      reply.code(401).send();
      return null;
    }
    return pass;
  }

  app.post<{ Params: Params; Body: { pushToken?: unknown } }>(
    `${base}/devices/:device/registrations/:passType/:serial`,
    async (request, reply) => {
      const pass = await authorised(request, reply);
      if (!pass) return reply;
      const pushToken = request.body?.pushToken;
      if (
        !DEVICE.test(request.params.device ?? '') ||
        typeof pushToken !== 'string' ||
        !PUSH_TOKEN.test(pushToken)
      )
        return reply.code(400).send();
      const created = await registerDevice(
        deps.db,
        pass.storeId,
        pass.customerId,
        request.params.device!,
        pushToken,
      );
      return reply.code(created ? 201 : 200).send();
    },
  );

  app.delete<{ Params: Params }>(
    `${base}/devices/:device/registrations/:passType/:serial`,
    async (request, reply) => {
      const pass = await authorised(request, reply);
      if (!pass) return reply;
      await unregisterDevice(
        deps.db,
        pass.storeId,
        pass.customerId,
        (request.params.device ?? '').slice(0, 128),
      );
      return reply.code(200).send();
    },
  );

  app.get<{ Params: Params; Querystring: { passesUpdatedSince?: string } }>(
    `${base}/devices/:device/registrations/:passType`,
    async (request, reply) => {
      const apple = deps.config.passes.apple;
      if (!apple || request.params.passType !== apple.passTypeId || !DEVICE.test(request.params.device ?? ''))
        return reply.code(404).send();
      const tag = request.query.passesUpdatedSince;
      const since = tag && /^\d{1,15}$/.test(tag) ? new Date(Number(tag)) : null;
      const passes = await devicePassesSince(deps.db, request.params.device!, since);
      if (passes.length === 0) return reply.code(204).send();
      const newest = Math.max(...passes.map((p) => new Date(p.updatedAt).getTime()));
      return reply.code(200).send({
        serialNumbers: passes.map((p) => passSerial(p.storeId, p.customerId)),
        lastUpdated: String(newest),
      });
    },
  );

  app.get<{ Params: Params }>(`${base}/passes/:passType/:serial`, async (request, reply) => {
    const pass = await authorised(request, reply);
    if (!pass) return reply;
    const since = request.headers['if-modified-since'];
    const current = await currentApplePass(deps, pass.storeId, pass.customerId);
    if (!current) return reply.code(401).send();
    const modified = new Date(current.updatedAt);
    modified.setMilliseconds(0);
    if (since && !Number.isNaN(Date.parse(since)) && modified.getTime() <= Date.parse(since))
      return reply.code(304).send();
    return reply
      .header('last-modified', modified.toUTCString())
      .header('cache-control', 'no-store')
      .type('application/vnd.apple.pkpass')
      .send(await current.pass());
  });

  app.post(`${base}/log`, async (request, reply) => {
    const logs = (request.body as { logs?: unknown } | null)?.logs;
    if (Array.isArray(logs))
      for (const line of logs.slice(0, 20))
        deps.log.info({ applePassLog: String(line).slice(0, 500) }, 'Apple Wallet');
    return reply.code(200).send();
  });
}
