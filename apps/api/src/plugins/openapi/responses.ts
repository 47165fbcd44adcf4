import { type ErrorType, type MessageCode, type MessageParams, type RouteDef, said } from '@premia/contract';
import { type JsonSchema, namesARow } from './schemas.ts';

interface FailureResponse {
  status: number;
  types: readonly ErrorType[];
  description: string;
  /** A real answer of this kind: the Spanish text of one of its messages. */
  example: MessageCode;
}

const FAILURE = { $ref: '#/components/schemas/Failure' };

/** Every kind of failure a route may answer, by name in components.responses. */
const failureResponses = {
  BadRequest: {
    status: 400,
    types: ['validation'],
    description:
      'The request is not valid: `m` says why in Spanish, `code` is its stable key (to show it in another language) and `params` fill its {{placeholders}} (`params.field` names the field at fault).',
    example: 'validation.required',
  },
  Unauthorized: {
    status: 401,
    types: ['unauthorized'],
    description: 'No token, or a token that is not valid any more: sign in again.',
    example: 'common.unauthorized',
  },
  PaymentRequired: {
    status: 402,
    types: ['no-subscription', 'no-redemptions-left'],
    description:
      "The store's subscription is not active (`no-subscription`), or it used every redemption it had paid for (`no-redemptions-left`).",
    example: 'subscription.inactive',
  },
  Forbidden: {
    status: 403,
    types: ['forbidden'],
    description:
      "The caller's token may not call this route (another kind of caller, not the owner, or without the permission).",
    example: 'access.ownerOnly',
  },
  NotFound: {
    status: 404,
    types: ['not-found'],
    description: "A row the request names does not exist, or is another store's.",
    example: 'common.notFound',
  },
  Conflict: {
    status: 409,
    types: ['conflict'],
    description:
      'The request conflicts with what is stored (e.g. an Idempotency-Key already used with another request, a name already taken).',
    example: 'request.idempotencyKeyReused',
  },
  PayloadTooLarge: {
    status: 413,
    types: ['payload-too-large'],
    description: 'The body, or its file, is larger than the route takes.',
    example: 'request.tooLarge',
  },
  UnsupportedMediaType: {
    status: 415,
    types: ['validation'],
    description: 'The body is not sent as application/json (or, with a file, as multipart/form-data).',
    example: 'request.notJson',
  },
  TooManyRequests: {
    status: 429,
    types: ['rate-limited'],
    description: 'Too many calls or attempts in a short time: wait and try again.',
    example: 'auth.tooManyAttempts',
  },
  BadGateway: {
    status: 502,
    types: ['provider-unavailable'],
    description: 'The payment provider failed or could not be reached; nothing was charged. Try again later.',
    example: 'payments.providerDown',
  },
  InternalError: {
    status: 500,
    types: ['internal'],
    description: 'An unexpected failure: `m` and `requestId` give the reference to quote to support.',
    example: 'common.internal',
  },
} satisfies Record<string, FailureResponse>;
type ResponseName = keyof typeof failureResponses;

function exampleOf(response: FailureResponse) {
  const params: MessageParams =
    response.example === 'validation.required'
      ? { field: 'email' }
      : response.example === 'common.internal'
        ? { requestId: '3f1c9a52-7a0e-4d1b-9d0b-2f6f5c1e8a41' }
        : {};
  const text = said(response.example, params);
  const requestId = response.example === 'common.internal' ? { requestId: text.params?.requestId } : {};
  return { s: 'not-ok', ...text, errorType: response.types[0], ...requestId };
}

/**
 * components.responses: one per kind of failure some route answers (`used`, the names the operations
 * refer to), each the shared envelope with its errorType narrowed.
 */
export function failureResponseComponents(used: ReadonlySet<string>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(failureResponses)
      .filter(([name]) => used.has(name))
      .map(([name, response]) => [
        name,
        {
          description: response.description,
          content: {
            'application/json': {
              schema: {
                allOf: [FAILURE, { type: 'object', properties: { errorType: { enum: response.types } } }],
              },
              example: exampleOf(response),
            },
          },
        },
      ]),
  );
}

/**
 * The failures a route may answer, derived from what the contract knows of it: any body may be invalid
 * (400), too large (413) or of another media type (415); a route behind a token answers 401 and 403; an
 * input naming a store's row 404; an Idempotency-Key used with another body 409; the POS token's calls
 * are rate-limited (429); and the route's own `failures`. Then the default: a 500.
 */
export function failureTypesOf(def: RouteDef, input: JsonSchema, pos: boolean): Set<ErrorType> {
  const types = new Set<ErrorType>(['validation', 'payload-too-large', ...(def.failures ?? [])]);
  if (def.access !== 'anonymous') {
    types.add('unauthorized');
    types.add('forbidden');
  }
  if (namesARow(input)) types.add('not-found');
  if (def.idempotent) types.add('conflict');
  if (pos) types.add('rate-limited');
  return types;
}

/** An operation's failure responses (failureTypesOf), each a reference to its components.responses. */
export function failureResponsesOf(def: RouteDef, input: JsonSchema, pos: boolean) {
  const types = failureTypesOf(def, input, pos);
  const names = (Object.keys(failureResponses) as ResponseName[]).filter(
    (name) =>
      name !== 'InternalError' &&
      (name !== 'UnsupportedMediaType' || !def.multipart) &&
      failureResponses[name].types.some((type) => types.has(type)),
  );
  return Object.fromEntries([
    ...names.map((name) => [
      String(failureResponses[name].status),
      { $ref: `#/components/responses/${name}` },
    ]),
    ['default', { $ref: '#/components/responses/InternalError' }],
  ]);
}
