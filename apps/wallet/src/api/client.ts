import { saidOf } from '@premia/client/server-message';
import type { ErrorType, Failure, WalletInput, WalletPath, WalletResponse } from '@premia/contract';
import { i18n } from '../i18n';
import { serverMessage } from './server-message';
import { getToken } from './session';

/** A failed call, for TanStack Query: the text in the reader's language, and what kind of failure. */
export class ApiError extends Error {
  readonly errorType: ErrorType | undefined;
  readonly status: number;
  constructor(failure: Failure, status: number) {
    super(failure.m);
    this.name = 'ApiError';
    this.errorType = failure.errorType;
    this.status = status;
  }
}

let onUnauthorized: () => void = () => {};

/** The shell says what a 401 on a call with a token does (the session is over: sign in again). */
export function setOnUnauthorized(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * POST JSON to a wallet path (spec §7's envelope), with the current store's customer token when there
 * is one (and the Idempotency-Key of a write that must happen once); the data of a success, or an
 * ApiError. What either says (m) is its code's text in the reader's language (the server's Spanish m
 * when the code is unknown). A network failure is an ApiError too.
 */
export async function call<P extends WalletPath>(
  path: P,
  input: WalletInput<P>,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<WalletResponse<P>> {
  const token = getToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  let body: { s?: unknown; m?: unknown; code?: unknown; params?: unknown; errorType?: unknown };
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(input ?? {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    body = await response.json();
  } catch {
    throw new ApiError({ s: 'not-ok', m: i18n.t('errors.network') }, 0);
  }
  if (body?.s === 'ok') {
    if (typeof body.m === 'string') body.m = serverMessage(saidOf(body, body.m));
    return body as WalletResponse<P>;
  }
  const failure: Failure = {
    s: 'not-ok',
    ...saidOf(
      body ?? {},
      typeof body?.m === 'string' ? body.m : i18n.t('errors.unexpected', { status: response.status }),
    ),
    ...(typeof body?.errorType === 'string' ? { errorType: body.errorType as ErrorType } : {}),
  };
  failure.m = serverMessage(failure);
  if (response.status === 401 && token) onUnauthorized();
  throw new ApiError(failure, response.status);
}
