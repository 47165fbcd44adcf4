import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WalletRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletRoutes />
    </QueryClientProvider>
  );
}
