import {
  describeAccess,
  failureEnvelope,
  messageCodes,
  posRoutes,
  type RouteDef,
  routes,
} from '@premia/contract';
import { z } from 'zod';
import { requestOf } from './request.ts';
import { failureResponseComponents, failureResponsesOf } from './responses.ts';
import { jsonSchema } from './schemas.ts';
import { securityOf, securitySchemes } from './security.ts';
import { webhooksSection } from './webhooks.ts';

/** The OpenAPI path of a route: Fastify's `:name` parameters as `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** A stable operationId from the path alone: /client/customer/add-points → clientCustomerAddPoints. */
export function operationIdOf(path: string): string {
  const words = path.split(/[/:{}\-_]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

function operationOf(path: string, def: RouteDef, operationId: string) {
  const pos = path in posRoutes;
  const request = requestOf(def);
  return {
    operationId,
    tags: pos ? [def.area, 'pos'] : [def.area],
    summary: def.summary,
    description: `Who may call: ${describeAccess(def.access, pos)}.${def.idempotent ? ' Accepts an Idempotency-Key header: a retry with the same key and body answers the first answer and changes nothing.' : ''}`,
    'x-access': def.access,
    ...(pos ? { 'x-pos': true } : {}),
    security: securityOf(def, pos),
    ...request,
    responses: {
      200: {
        description: 'ok',
        ...(def.rateLimit === 'pos-token' ? { headers: posLimitHeaders } : {}),
        content: {
          'application/json': {
            schema: jsonSchema(z.object({ s: z.literal('ok') }).and(def.output as z.ZodObject), 'output'),
          },
        },
      },
      ...failureResponsesOf(def, request.input, pos),
    },
  };
}

/**
 * Where a till stands against its limit, on every answer of a POS route it calls (its 429 too): the IETF
 * RateLimit fields in their separate-header form (plugins/errors.ts setRateLimitStanding).
 */
const rateLimitHeaders = {
  'RateLimit-Limit': {
    description: "The requests a till may make in the window (a minute); sent on a till's calls only.",
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'The requests the till has left in this window after this one.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'The seconds until the window starts again.',
    schema: { type: 'integer' },
  },
};
const posLimitHeaders = Object.fromEntries(
  Object.keys(rateLimitHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
);

/** The names of the components.responses the operations refer to. */
function referencedResponses(paths: object): Set<string> {
  const refs = JSON.stringify(paths).matchAll(/"#\/components\/responses\/(\w+)"/g);
  return new Set(Array.from(refs, (match) => match[1]!));
}

/** The OpenAPI document, generated from the contract's route table. */
export function buildOpenApi(publicUrl: string) {
  const paths: Record<string, unknown> = {};
  const operationIds = new Map<string, string>();
  for (const [path, def] of Object.entries(routes) as [string, RouteDef][]) {
    const operationId = operationIdOf(path);
    const taken = operationIds.get(operationId);
    if (taken) throw new Error(`${path} and ${taken} would share the operationId ${operationId}`);
    operationIds.set(operationId, path);
    const { input: _input, ...operation } = operationOf(path, def, operationId);
    paths[openApiPath(path)] = { post: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Premia API',
      version: '1.0.0',
      description:
        'Every call is POST with a JSON body (or multipart/form-data where a file goes) and answers { s: "ok", ... } or { s: "not-ok", m, code, params, errorType }: m is the Spanish text, code a stable key to show it in another language (params fill its {{placeholders}}); an ok answer that says something carries m, code and params too. Each operation lists the failures it may answer.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes,
      schemas: {
        Failure: jsonSchema(failureEnvelope, 'output'),
        MessageCode: {
          type: 'string',
          enum: messageCodes,
          description:
            "A message's stable key: m is its Spanish text, and an app shows the key's text in the reader's language (params fill its {{placeholders}}).",
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            "A key of the client's choosing for this one operation: sent again with the same body, the server answers the first answer and changes nothing.",
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
        },
      },
      responses: failureResponseComponents(referencedResponses(paths)),
      headers: rateLimitHeaders,
    },
    paths,
    webhooks: webhooksSection(),
  };
}
