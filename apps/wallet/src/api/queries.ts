import type { WalletInput, WalletPath, WalletResponse } from '@premia/contract';
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressPath, currentAddress } from './address';
import { type ApiError, call } from './client';

/** Query keys: the store's address, the path and the input, so two stores' answers never mix. */
export const walletKey = <P extends WalletPath>(path: P, input?: WalletInput<P>) =>
  [addressPath(currentAddress() ?? { countryCode: '', slug: '' }), path, ...(input ? [input] : [])] as const;

const rememberKey = (key: readonly unknown[]) => `premia.wallet.remembered:${JSON.stringify(key)}`;

function remembered<T>(key: readonly unknown[]): T | undefined {
  try {
    const text = localStorage.getItem(rememberKey(key));
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets every answer kept for offline use (sign-out, account deleted). */
export function forgetRemembered() {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('premia.wallet.remembered:')) localStorage.removeItem(key);
    }
  } catch {
    // nothing kept
  }
}

/**
 * A read of a wallet path. With `remember`, the last answer is kept on the phone and shown at once
 * next time, online or not (the card opens offline once loaded); the network answer replaces it.
 */
export function useWalletQuery<P extends WalletPath>(
  path: P,
  input: WalletInput<P>,
  options: { remember?: boolean; enabled?: boolean; refetchInterval?: number } = {},
) {
  const key = walletKey(path, input);
  const kept = options.remember ? remembered<WalletResponse<P>>(key) : undefined;
  return useQuery<WalletResponse<P>, ApiError>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const answer = await call(path, input, { signal });
      if (options.remember) {
        try {
          localStorage.setItem(rememberKey(key), JSON.stringify(answer));
        } catch {
          // full or private: shown online only
        }
      }
      return answer;
    },
    ...(kept ? { initialData: kept, initialDataUpdatedAt: 0 } : {}),
    enabled: options.enabled ?? true,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  } satisfies UseQueryOptions<WalletResponse<P>, ApiError>);
}

/**
 * A write: its answer goes where screens read it through onSuccess. `idempotencyKey` names the attempt
 * the input belongs to (the same key for a repeat of it: the server does it once).
 */
export function useWalletMutation<P extends WalletPath>(
  path: P,
  options: {
    onSuccess?: (answer: WalletResponse<P>, input: WalletInput<P>) => void;
    onError?: (error: ApiError) => void;
    idempotencyKey?: (input: WalletInput<P>) => string;
  } = {},
) {
  const { idempotencyKey } = options;
  return useMutation<WalletResponse<P>, ApiError, WalletInput<P>>({
    mutationFn: (input) => call(path, input, idempotencyKey ? { idempotencyKey: idempotencyKey(input) } : {}),
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
}

export { useQueryClient };
