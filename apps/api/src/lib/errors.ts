import {
  type ErrorType,
  errorStatus,
  type MessageArgs,
  type MessageCode,
  type MessageParams,
  spanishMessage,
} from '@premia/contract';

/** What a refused caller is told of the limit it met: its size and the seconds until it lets one more through. */
export interface RateLimitState {
  limit: number;
  resetSeconds: number;
}

/** A failure meant for the user: a message code (its Spanish text is the message), an error type and its honest HTTP status. */
export class AppError extends Error {
  readonly status: number;
  /** A 429's limit, when one is known: its Retry-After and RateLimit headers (plugins/errors.ts). */
  rateLimit?: RateLimitState;
  constructor(
    readonly errorType: ErrorType,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
  ) {
    super(spanishMessage(code, params));
    this.status = errorStatus[errorType];
  }
}

/** A failure of any type, its params checked against its code's text. */
export const failure = <C extends MessageCode>(errorType: ErrorType, code: C, ...args: MessageArgs<C>) =>
  new AppError(errorType, code, args[0] as MessageParams | undefined);

export const notFound = <C extends MessageCode = 'common.notFound'>(
  code = 'common.notFound' as C,
  ...params: MessageArgs<C>
) => failure('not-found', code, ...params);
export const forbidden = <C extends MessageCode = 'common.forbidden'>(
  code = 'common.forbidden' as C,
  ...params: MessageArgs<C>
) => failure('forbidden', code, ...params);
export const unauthorized = () => failure('unauthorized', 'common.unauthorized');
export const conflict = <C extends MessageCode>(code: C, ...params: MessageArgs<C>) =>
  failure('conflict', code, ...params);
export const invalid = <C extends MessageCode>(code: C, ...params: MessageArgs<C>) =>
  failure('validation', code, ...params);

export const tooLarge = <C extends MessageCode>(code: C, ...params: MessageArgs<C>) =>
  failure('payload-too-large', code, ...params);

/** A 429 that says when to come back (Retry-After) and, when known, the limit it met. */
export const rateLimited = <C extends MessageCode>(
  state: RateLimitState,
  code: C,
  ...params: MessageArgs<C>
) => {
  const error = failure('rate-limited', code, ...params);
  error.rateLimit = { limit: state.limit, resetSeconds: Math.max(1, Math.ceil(state.resetSeconds)) };
  return error;
};
