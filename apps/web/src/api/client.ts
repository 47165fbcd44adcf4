import { saidOf } from '@premia/client/server-message';
import type {
  ErrorType,
  Failure,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppPath as RoutePath,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { i18n } from '../i18n';
import { serverMessage } from './server-message';
import { getToken } from './session';

type ApiResult<P extends RoutePath> = RouteResponse<P> | Failure;

interface ApiEvents {
  /** A call made with a token got 401: the session is over. */
  onUnauthorized: () => void;
  /** Any call answered errorType 'no-subscription'. */
  onNoSubscription: () => void;
  /** Any call answered errorType 'no-redemptions-left': the store has used every redemption. */
  onNoRedemptionsLeft: (message: string) => void;
}

const events: ApiEvents = {
  onUnauthorized: () => {},
  onNoSubscription: () => {},
  onNoRedemptionsLeft: () => {},
};

/** The app shell registers what happens on 401, 'no-subscription' and 'no-redemptions-left' (app/ApiEvents.tsx). */
export function setApiEvents(next: Partial<ApiEvents>) {
  Object.assign(events, next);
}

/** The API base: same origin by default (the API serves the app; Vite proxies in development). */
const base = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

function isEnvelope(
  body: unknown,
): body is { s: string; m?: unknown; code?: unknown; params?: unknown; errorType?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { s?: unknown }).s === 'string';
}

/**
 * The generic call of spec §7: POST JSON, bearer token when signed in, the { s, m, code, params,
 * errorType } envelope; the m of a failure or of an ok answer is its code's text in the reader's
 * language (the server's Spanish m when the code is unknown). It never throws: a network or parse failure becomes
 * s = 'not-ok' with a sentence saying so in the reader's language (never the browser's raw text).
 */
export function api<P extends RoutePath>(
  path: P,
  input: RouteInput<P>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ApiResult<P>> {
  return send<P>(path, JSON.stringify(input ?? {}), {
    headers: { ...options.headers, 'Content-Type': 'application/json' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * A file upload: multipart/form-data with text fields and the file in the field "file", answered with
 * the same envelope as api(). `url` is the path with its parameters filled in, when it has any.
 */
export function apiUpload<P extends RoutePath>(
  path: P,
  fields: Record<string, string>,
  file: Blob,
  url: string = path,
): Promise<ApiResult<P>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return send<P>(url, form, { headers: {} });
}

/**
 * An answer's m, code and params (saidOf), its code only when the dictionaries know it (each has every
 * contract code's text under server.<code>; a newer server's code is dropped): screens react to one.
 * Not the contract's list of codes, which carries every Spanish text into the sign-in page's first
 * download; until the whole Spanish dictionary comes (every lazy screen waits for it) no code is
 * known, and the sign-in page reacts to none.
 */
const knownSaidOf = (body: { code?: unknown; params?: unknown }, m: string) =>
  saidOf(
    {
      code: typeof body.code === 'string' && i18n.exists(`server.${body.code}`) ? body.code : undefined,
      params: body.params,
    },
    m,
  );

async function send<P extends RoutePath>(
  path: string,
  body: BodyInit,
  init: { signal?: AbortSignal; headers: Record<string, string> },
): Promise<ApiResult<P>> {
  const token = getToken();
  const headers: Record<string, string> = { ...init.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body,
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch {
    // The browser's own words ("Failed to fetch") tell a shop owner nothing: say it in their language.
    return { s: 'not-ok', m: i18n.t('errors.network') };
  }
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page...): never the parser's "Unexpected token" text.
    parsed = null;
  }
  if (!isEnvelope(parsed)) {
    return { s: 'not-ok', m: i18n.t('errors.unexpectedResponse', { status: response.status }) };
  }
  if (parsed.s === 'ok') {
    if (typeof parsed.m === 'string') parsed.m = serverMessage(knownSaidOf(parsed, parsed.m));
    return parsed as ApiResult<P>;
  }
  const failure: Failure = {
    s: 'not-ok',
    ...knownSaidOf(parsed, typeof parsed.m === 'string' ? parsed.m : `HTTP ${response.status}`),
    ...(typeof parsed.errorType === 'string' ? { errorType: parsed.errorType as ErrorType } : {}),
  };
  failure.m = serverMessage(failure);
  if (response.status === 401 && token) events.onUnauthorized();
  if (failure.errorType === 'no-subscription') events.onNoSubscription();
  if (failure.errorType === 'no-redemptions-left') events.onNoRedemptionsLeft(failure.m);
  return failure;
}

/** A failed call as an Error, for TanStack Query. */
export class ApiError extends Error {
  readonly errorType: ErrorType | undefined;
  /** The server's message code and its params, for a screen that reacts to one (a repeated ticket). */
  readonly code: Failure['code'];
  readonly params: Failure['params'];
  constructor(failure: Failure) {
    super(failure.m);
    this.name = 'ApiError';
    this.errorType = failure.errorType;
    this.code = failure.code;
    this.params = failure.params;
  }
}

/** Like api(), but resolves to the data of a success and throws an ApiError otherwise. */
export async function apiOrThrow<P extends RoutePath>(
  path: P,
  input: RouteInput<P>,
  options: { signal?: AbortSignal } = {},
): Promise<RouteResponse<P>> {
  const result = await api(path, input, options);
  if (result.s !== 'ok') throw new ApiError(result as Failure);
  return result as RouteResponse<P>;
}
