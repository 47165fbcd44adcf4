import { startSession } from '../../../api/session';
import { useCatalogueLanguage } from '../../../api/useCatalogueLanguage';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { reconcileLanguage } from './profileLanguage';

function signedIn(answer: { user: Parameters<typeof startSession>[0] }) {
  // The route guard moves on to the origin or /dashboard once the session exists.
  startSession(answer.user);
  void reconcileLanguage(answer.user);
}

export function useSignIn() {
  return useRouteMutation('/login/client', { onSuccess: signedIn });
}

/**
 * A new store and its owner. The answer is the same whether or not the address had an account: the
 * mail says what happened, and a new owner signs in by opening its link (useConfirmEmail).
 */
export function useRegister() {
  return useRouteMutation('/login/client/register');
}

/** Opens an address confirmation link (a registration's, an email change's): signs the user in. */
export function useConfirmEmail() {
  return useRouteMutation('/general/confirm-email', { onSuccess: signedIn });
}

export function useRequestRecovery() {
  return useRouteMutation('/login/client/recovery-password');
}

export function useResetPassword() {
  return useRouteMutation('/general/process-password-recovery');
}

/** The lists the registration form offers; they do not change while the app runs. */
export function useStoreTypes() {
  const language = useCatalogueLanguage();
  return useRouteQuery('/general/get-store-types', { language }, { staleTime: Number.POSITIVE_INFINITY });
}

export function useCountries() {
  return useRouteQuery('/general/get-countries', {}, { staleTime: Number.POSITIVE_INFINITY });
}
