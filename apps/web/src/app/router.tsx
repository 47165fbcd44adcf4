import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import SignInPage from '../features/auth/SignInPage';
import { PublicOnly, RequireAuth } from './guards';
import { PageLoading } from './pages/PageLoading';
import RouteErrorPage from './pages/RouteErrorPage';

// The sign-in screen is in the first download; everything else loads when first opened.
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/ConfirmEmailPage'));
const DashboardApp = lazy(() => import('./DashboardApp'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const WithdrawConsentPage = lazy(() => import('../features/notifications/WithdrawConsentPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

const signIn = (
  <PublicOnly>
    <SignInPage />
  </PublicOnly>
);

export const router = createBrowserRouter([
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: signIn },
      { path: '/signin', element: signIn },
      {
        path: '/resetpassword',
        element: (
          <Lazy>
            <ResetPasswordPage />
          </Lazy>
        ),
      },
      {
        path: '/confirmar-email',
        element: (
          <Lazy>
            <ConfirmEmailPage />
          </Lazy>
        ),
      },
      {
        path: '/registro',
        element: (
          <PublicOnly>
            <Lazy>
              <RegisterPage />
            </Lazy>
          </PublicOnly>
        ),
      },
      {
        path: '/baja',
        element: (
          <Lazy>
            <WithdrawConsentPage />
          </Lazy>
        ),
      },
      {
        path: '/dashboard/*',
        element: (
          <RequireAuth>
            <Lazy>
              <DashboardApp />
            </Lazy>
          </RequireAuth>
        ),
      },
      {
        path: '*',
        element: (
          <Lazy>
            <NotFoundPage />
          </Lazy>
        ),
      },
    ],
  },
]);
