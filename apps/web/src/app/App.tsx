import { RouterProvider } from 'react-router/dom';
import { Providers } from './Providers';
import { ErrorBoundary } from './pages/ErrorBoundary';
import { router } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
