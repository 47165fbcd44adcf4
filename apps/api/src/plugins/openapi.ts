import { describeAccess, failureEnvelope, posRoutes, type RouteDef, routes } from '@premia/contract';
import { z } from 'zod';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** The OpenAPI document, generated from the contract's route table. */
export function buildOpenApi(publicUrl: string) {
  const paths: Record<string, unknown> = {};
  for (const [path, def] of Object.entries(routes) as [string, RouteDef][]) {
    const okSchema = jsonSchema(z.object({ s: z.literal('ok') }).and(def.output as z.ZodObject), 'output');
    paths[path] = {
      post: {
        tags: [def.area],
        summary: def.summary,
        description: `Who may call: ${describeAccess(def.access, path in posRoutes)}.${def.idempotent ? ' Accepts an Idempotency-Key header.' : ''}`,
        security: def.access === 'anonymous' ? [] : [{ bearer: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(def.input, 'input'), example: def.example } },
        },
        responses: {
          200: { description: 'ok', content: { 'application/json': { schema: okSchema } } },
          default: {
            description: 'not-ok: a Spanish message (m), its code and params, and an error type',
            content: { 'application/json': { schema: jsonSchema(failureEnvelope, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Premia API',
      version: '1.0.0',
      description:
        'Every call is POST with a JSON body and answers { s: "ok", ... } or { s: "not-ok", m, code, params, errorType }: m is the Spanish text, code a stable key to show it in another language (params fill its {{placeholders}}).',
    },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
