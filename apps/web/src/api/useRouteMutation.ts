import { AttemptKeys } from '@premia/client/attempt-keys';
import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppPath as RoutePath,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { callOrThrow } from './call';
import { ApiError } from './client';

export type RouteMutationOptions<P extends RoutePath> = Omit<
  UseMutationOptions<RouteResponse<P>, ApiError, RouteInput<P>>,
  'mutationFn'
>;

/** A call to one API path of the contract as a mutation: its answer, or an ApiError. */
export function useRouteMutation<P extends RoutePath>(path: P, options: RouteMutationOptions<P> = {}) {
  return useMutation<RouteResponse<P>, ApiError, RouteInput<P>>({
    mutationFn: (input) => callOrThrow(path, input),
    ...options,
  });
}

/**
 * A mutation that moves points or creates a record once (an idempotent route): `call` sends each
 * operation with an Idempotency-Key, a retry of an unanswered call (network failure) reuses it, and
 * a second submission while one runs is ignored — so a double click or a retry never gives twice.
 */
export function useKeyedMutation<I, R>(
  call: (input: I, headers: Record<string, string>) => Promise<R>,
  options: Omit<UseMutationOptions<R, ApiError, I>, 'mutationFn'> = {},
) {
  const keys = useRef(new AttemptKeys());
  const running = useRef(false);
  const mutation = useMutation<R, ApiError, I>({
    mutationFn: async (input) => {
      try {
        const data = await call(input, { 'Idempotency-Key': keys.current.keyFor(input) });
        keys.current.settle();
        return data;
      } catch (error) {
        // A failure without an errorType never reached a decision of the server: keep the key.
        if (error instanceof ApiError && error.errorType) keys.current.settle();
        throw error;
      } finally {
        running.current = false;
      }
    },
    ...options,
  });
  const mutate = (input: I, callbacks?: MutateOptions<R, ApiError, I>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(input, callbacks);
  };
  return { ...mutation, mutate };
}

/** useKeyedMutation over one idempotent API path. */
export function useOnceMutation<P extends RoutePath>(path: P, options: RouteMutationOptions<P> = {}) {
  return useKeyedMutation<RouteInput<P>, RouteResponse<P>>(
    (input, headers) => callOrThrow(path, input, { headers }),
    options,
  );
}
