import { messageCode } from '@premia/contract';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Schemas said once in components.schemas and referred to: the message codes are hundreds. */
const SHARED = new Map<unknown, string>([[messageCode, 'MessageCode']]);

/** The meta keys zod writes as JSON Schema keywords; any other (storeRef, adminRef) is ours. */
const JSON_SCHEMA_META = new Set([
  'id',
  'title',
  'description',
  'examples',
  'example',
  'deprecated',
  'default',
]);

/**
 * A zod schema as OpenAPI 3.1's JSON Schema. Our own meta keys (storeRef: which store row an id names)
 * become `x-` extensions, the only extra keywords OpenAPI allows inside a schema; a SHARED schema is a
 * reference to its component.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: out }) => {
      const meta = z.globalRegistry.get(zodSchema) ?? {};
      const schemaOut = out as JsonSchema;
      const shared = SHARED.get(zodSchema);
      if (shared) {
        for (const key of Object.keys(schemaOut)) delete schemaOut[key];
        schemaOut.$ref = `#/components/schemas/${shared}`;
        return;
      }
      for (const key of Object.keys(meta)) {
        if (JSON_SCHEMA_META.has(key) || !(key in schemaOut)) continue;
        schemaOut[`x-${key}`] = schemaOut[key];
        delete schemaOut[key];
      }
    },
  }) as JsonSchema;
  return rest;
}

/** Whether a JSON schema, anywhere inside, has an id that names a row (x-storeRef or x-adminRef). */
export function namesARow(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(namesARow);
  if (typeof schema !== 'object' || schema === null) return false;
  if ('x-storeRef' in schema || 'x-adminRef' in schema) return true;
  return Object.values(schema).some(namesARow);
}
