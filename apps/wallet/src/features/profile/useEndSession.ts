import { useQueryClient } from '@tanstack/react-query';
import { forgetRemembered } from '../../api/queries';
import { setToken } from '../../api/session';
import { useStore } from '../../app/StoreContext';

/**
 * Forgets the customer on this phone (token, kept answers, cache); the page they are on, being for
 * signed-in customers, then sends them to the store's page (RequireCustomer).
 */
export function useEndSession() {
  const { address } = useStore();
  const queryClient = useQueryClient();
  return () => {
    forgetRemembered();
    queryClient.removeQueries({ predicate: (q) => String(q.queryKey[1]).startsWith('/wallet/') });
    setToken(address, null, { onPurpose: true });
  };
}
