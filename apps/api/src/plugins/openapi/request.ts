import type { FileSpec, RouteDef } from '@premia/contract';
import { type JsonSchema, jsonSchema } from './schemas.ts';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** The form's field "file": its limit and media types (the server checks both by content). */
function fileField(file: FileSpec) {
  return {
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    description: `The file: at most ${megabytes(file.maxBytes)} (${file.maxBytes} bytes); ${file.mediaTypes.join(', ')}.`,
    'x-maxBytes': file.maxBytes,
  };
}

/** A multipart/form-data body: the given text fields (each a part) and the field "file". */
function formContent(file: FileSpec, fields: JsonSchema, fileRequired: boolean) {
  const properties = { ...((fields.properties as JsonSchema | undefined) ?? {}), file: fileField(file) };
  const required = [...((fields.required as string[] | undefined) ?? []), ...(fileRequired ? ['file'] : [])];
  return {
    schema: { ...fields, type: 'object', properties, ...(required.length ? { required } : {}) },
    encoding: { file: { contentType: file.mediaTypes.join(', ') } },
  };
}

/**
 * An operation's parameters and body, and its input's JSON schema: JSON by default; a multipart route's
 * input is its path's parameters and its body the file; a route that accepts a file takes its input as
 * JSON or as the text fields of a form beside the file.
 */
export function requestOf(def: RouteDef) {
  const input = jsonSchema(def.input, 'input');
  const idempotency = def.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : [];
  if (def.multipart) {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const pathParameters = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema,
    }));
    return {
      input,
      parameters: [...pathParameters, ...idempotency],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': formContent(def.multipart, { type: 'object' }, true) },
      },
    };
  }
  const json = { schema: input, example: def.example };
  return {
    input,
    ...(idempotency.length ? { parameters: idempotency } : {}),
    requestBody: {
      required: true,
      content: def.acceptsFile
        ? { 'application/json': json, 'multipart/form-data': formContent(def.acceptsFile, input, false) }
        : { 'application/json': json },
    },
  };
}
