import type {
  Failure,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppPath as RoutePath,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { vi } from 'vitest';

/** One answer of the fake server: the contract's success envelope, or a failure with its HTTP status. */
type Answer<P extends RoutePath> = RouteResponse<P> | { status: number; failure: Failure };
type Handler<P extends RoutePath> = (input: RouteInput<P>, headers: Record<string, string>) => Answer<P>;
export type Handlers = { [P in RoutePath]?: Handler<P> };

interface Call {
  path: string;
  input: unknown;
  headers: Record<string, string>;
}

/**
 * Stands in for the network (the only thing the web tests replace): `fetch` answers each API path
 * with its handler's envelope, typed by the contract, and records every call.
 */
export function fakeApi(handlers: Handlers) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = url as RoutePath;
    const input = JSON.parse(String(init.body ?? '{}')) as never;
    const headers = init.headers as Record<string, string>;
    calls.push({ path, input, headers });
    const handler = handlers[path] as Handler<RoutePath> | undefined;
    if (!handler) throw new Error(`the test has no answer for ${path}`);
    const answer = handler(input, headers);
    if ('failure' in answer) return new Response(JSON.stringify(answer.failure), { status: answer.status });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one path. */
    callsTo: (path: RoutePath) => calls.filter((c) => c.path === path),
  };
}
