import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import SignInPage from '../features/account/auth/SignInPage';
import { lazyScreen } from '../ui/lazyScreen';
import { PageLoading } from '../ui/PageLoading';
import { PublicOnly, RequireAuth } from './guards';
import { ErrorBoundary } from './pages/ErrorBoundary';
import { ShellScreen } from './shellScreen';
import { WarmOnFocus } from './warmBackOffice';

// The sign-in screen is in the first download; everything else loads when first opened (with the
// rest of the Spanish texts: lazyScreen).
const ResetPasswordPage = lazyScreen(() => import('../features/account/auth/ResetPasswordPage'));
const RegisterPage = lazyScreen(() => import('../features/account/auth/RegisterPage'));
const ConfirmEmailPage = lazyScreen(() => import('../features/account/auth/ConfirmEmailPage'));
const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage'));
const WithdrawConsentPage = lazyScreen(() => import('../features/content/notifications/WithdrawConsentPage'));
const ConfirmMailPage = lazyScreen(() => import('../features/content/notifications/ConfirmMailPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading waitingFor="code" />}>{children}</Suspense>;
}

const signIn = (
  <PublicOnly>
    <WarmOnFocus>
      <SignInPage />
    </WarmOnFocus>
  </PublicOnly>
);

/**
 * The back office's addresses, in a BrowserRouter (App.tsx). A declarative router: the app has no
 * loaders or actions, and the data router is 17 KB more on the wire in the sign-in page's first download. A screen
 * that throws (or fails to load) shows the 500 page until the next navigation, as a route's
 * errorElement would.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} what="Route failed">
      <Routes>
        <Route path="/" element={signIn} />
        <Route path="/signin" element={signIn} />
        <Route
          path="/resetpassword"
          element={
            <Lazy>
              <ResetPasswordPage />
            </Lazy>
          }
        />
        <Route
          path="/confirmar-email"
          element={
            <Lazy>
              <ConfirmEmailPage />
            </Lazy>
          }
        />
        <Route
          path="/registro"
          element={
            <PublicOnly>
              <Lazy>
                <RegisterPage />
              </Lazy>
            </PublicOnly>
          }
        />
        <Route
          path="/baja"
          element={
            <Lazy>
              <WithdrawConsentPage />
            </Lazy>
          }
        />
        <Route
          path="/confirmar-novedades"
          element={
            <Lazy>
              <ConfirmMailPage />
            </Lazy>
          }
        />
        <Route
          path="/dashboard/*"
          element={
            <RequireAuth>
              <Lazy>
                <ShellScreen />
              </Lazy>
            </RequireAuth>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundPage />
            </Lazy>
          }
        />
      </Routes>
    </ErrorBoundary>
  );
}
