import type { WalletInput, WalletPath, WalletResponse } from '@premia/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { AttemptKeys } from '../../../web/src/api/attemptKeys';
import { ApiError, call } from './client';

/**
 * A write of an idempotent wallet route (asking for a reward): each operation carries an
 * Idempotency-Key, a retry after no answer (network failure) reuses it, and a second tap while one
 * runs is ignored, so the store gets the request once. Kept apart from queries.ts: only lazy pages use it.
 */
export function useWalletOnceMutation<P extends WalletPath>(
  path: P,
  options: {
    onSuccess?: (answer: WalletResponse<P>, input: WalletInput<P>) => void;
    onError?: (error: ApiError) => void;
  } = {},
) {
  const keys = useRef(new AttemptKeys());
  const running = useRef(false);
  const mutation = useMutation<WalletResponse<P>, ApiError, WalletInput<P>>({
    mutationFn: async (input) => {
      try {
        const answer = await call(path, input, {
          headers: { 'Idempotency-Key': keys.current.keyFor(input) },
        });
        keys.current.settle();
        return answer;
      } catch (error) {
        // Status 0: the server never answered, so the same operation may be tried again with its key.
        if (error instanceof ApiError && error.status !== 0) keys.current.settle();
        throw error;
      } finally {
        running.current = false;
      }
    },
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const mutate = (input: WalletInput<P>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(input);
  };
  return { ...mutation, mutate };
}
