import { api } from '../api/client';
import { endSession } from '../api/session';
import { queryClient } from './queryClient';

/** Sign-out (spec §4): revoke the token, clear stored data and cache; the guard then goes to '/'. */
export function useLogout() {
  return () => {
    void api('/login/client/logout', {});
    endSession('logout');
    queryClient.clear();
  };
}
