import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

const noRetry = new Set([
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'no-subscription',
  'no-redemptions-left',
  'conflict',
]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.errorType && noRetry.has(error.errorType)) && count < 2,
    },
    mutations: { retry: false },
  },
});
