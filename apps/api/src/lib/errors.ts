import {
  type ErrorType,
  errorStatus,
  type MessageCode,
  type MessageParams,
  type ParamsOf,
  spanishMessage,
} from '@premia/contract';

/** A failure meant for the user: a message code (its Spanish text is the message), an error type and its honest HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorType: ErrorType,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
  ) {
    super(spanishMessage(code, params));
    this.status = errorStatus[errorType];
  }
}

/** The params a code needs, or none when its text has no placeholder. */
type Args<C extends MessageCode> = keyof ParamsOf<C> extends never ? [] : [params: ParamsOf<C>];

/** A failure of any type, its params checked against its code's text. */
export const failure = <C extends MessageCode>(errorType: ErrorType, code: C, ...args: Args<C>) =>
  new AppError(errorType, code, args[0] as MessageParams | undefined);

export const notFound = <C extends MessageCode = 'common.notFound'>(
  code = 'common.notFound' as C,
  ...params: Args<C>
) => failure('not-found', code, ...params);
export const forbidden = <C extends MessageCode = 'common.forbidden'>(
  code = 'common.forbidden' as C,
  ...params: Args<C>
) => failure('forbidden', code, ...params);
export const unauthorized = () => failure('unauthorized', 'common.unauthorized');
export const conflict = <C extends MessageCode>(code: C, ...params: Args<C>) =>
  failure('conflict', code, ...params);
export const invalid = <C extends MessageCode>(code: C, ...params: Args<C>) =>
  failure('validation', code, ...params);
export const tooLarge = <C extends MessageCode>(code: C, ...params: Args<C>) =>
  failure('payload-too-large', code, ...params);
