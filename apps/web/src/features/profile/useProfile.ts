import { useEffect } from 'react';
import { updateSession } from '../../api/session';
import { useRouteQuery } from '../../api/useRouteQuery';

/** The signed-in user's profile (/client/info). */
export function useProfile() {
  return useRouteQuery('/client/info', {});
}

/** spec §4: loading the profile refreshes the employee permissions kept in the stored session. */
export function useProfilePermissionsSync() {
  const profile = useProfile();
  const permissions = profile.data?.permissions;
  useEffect(() => {
    if (permissions) updateSession(permissions);
  }, [permissions]);
  return profile;
}
