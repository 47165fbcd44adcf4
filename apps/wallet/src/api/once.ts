import { AttemptKeys } from '@premia/client/attempt-keys';
import type { WalletInput, WalletPath, WalletResponse } from '@premia/contract';
import { useRef } from 'react';
import type { ApiError } from './client';
import { useWalletMutation } from './queries';

/**
 * A write of an idempotent wallet route (asking for a reward): each operation carries an
 * Idempotency-Key, a retry after no answer (network failure) reuses it, and once the server has
 * answered the next one is a new operation with a new key (asking again after cancelling is a new
 * request); a second tap while one runs is ignored.
 */
export function useWalletOnceMutation<P extends WalletPath>(
  path: P,
  options: {
    onSuccess?: (answer: WalletResponse<P>, input: WalletInput<P>) => void;
    onError?: (error: ApiError) => void;
  } = {},
) {
  const keys = useRef(new AttemptKeys()).current;
  const running = useRef(false);
  const mutation = useWalletMutation(path, {
    idempotencyKey: (input) => keys.keyFor(input),
    onSuccess: (answer, input) => {
      running.current = false;
      keys.settle();
      options.onSuccess?.(answer, input);
    },
    onError: (error) => {
      running.current = false;
      // Status 0: the server never answered, so the same operation may be tried again with its key.
      if (error.status !== 0) keys.settle();
      options.onError?.(error);
    },
  });
  const mutate = (input: WalletInput<P>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(input);
  };
  return { ...mutation, mutate };
}
