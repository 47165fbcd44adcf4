import { BrowserRouter } from 'react-router';
import { Providers } from './Providers';
import { ErrorBoundary } from './pages/ErrorBoundary';
import { AppRoutes } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
