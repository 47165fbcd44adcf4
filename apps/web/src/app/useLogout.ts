import { api } from '../api/client';
import { queryClient } from '../api/queryClient';
import { endSession } from '../api/session';

/** Sign-out (spec §4): revoke the token, clear stored data and cache; the guard then goes to '/'. */
export function useLogout() {
  return () => {
    void api('/login/client/logout', {});
    endSession('logout');
    queryClient.clear();
  };
}
