import type { WalletInput, WalletPath, WalletResponse } from '@premia/contract';
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressPath, currentAddress } from './address';
import { type ApiError, call } from './client';

/** The app's query settings (tests use them too, with no retries). */
export const queryDefaults = {
  queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true },
  mutations: { retry: false },
} as const;

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
  options: { remember?: boolean; enabled?: boolean; refetchInterval?: number; live?: boolean } = {},
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
    ...(options.live ? { staleTime: 0, refetchOnWindowFocus: 'always' as const } : {}),
    ...(options.live ? { refetchInterval: LIVE_EVERY_MS } : {}),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  } satisfies UseQueryOptions<WalletResponse<P>, ApiError>);
}

/**
 * How often a live screen (the balance, a request's state) asks again while it is open and in front:
 * a purchase at the counter shows within this time. react-query stops asking while the app is in the
 * background and asks at once when it comes back; a live screen is read again each time it opens, so
 * the card, Premios and Mis puntos never show two balances.
 */
export const LIVE_EVERY_MS = 10_000;

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
