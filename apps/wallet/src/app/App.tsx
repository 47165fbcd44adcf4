import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryDefaults } from '../api/queries';
import { WalletRoutes } from './router';

const queryClient = new QueryClient({ defaultOptions: queryDefaults });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletRoutes />
    </QueryClientProvider>
  );
}
