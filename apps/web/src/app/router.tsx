import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import SignInPage from '../features/auth/SignInPage';
import { PublicOnly, RequireAuth } from './guards';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './pages/PageLoading';
import RouteErrorPage from './pages/RouteErrorPage';

// The sign-in screen is in the first download; everything else loads when first opened (with the
// rest of the Spanish texts: lazyScreen).
const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'));
const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage'));
const ConfirmEmailPage = lazyScreen(() => import('../features/auth/ConfirmEmailPage'));
const DashboardApp = lazyScreen(() => import('./DashboardApp'));
const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage'));
const WithdrawConsentPage = lazyScreen(() => import('../features/notifications/WithdrawConsentPage'));
const ConfirmMailPage = lazyScreen(() => import('../features/notifications/ConfirmMailPage'));

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
        path: '/confirmar-novedades',
        element: (
          <Lazy>
            <ConfirmMailPage />
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
