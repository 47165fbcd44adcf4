import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../api/queryKeys';
import { updateSession } from '../../../api/session';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { currentLanguage, setLanguage } from '../../../i18n';

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

/** Saves the own profile; the stored session and the cached profile take the saved values. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/update', {
    onSuccess: async (_answer, values) => {
      const email = values.email.trim();
      updateSession({ firstName: values.first_name, LastName: values.last_name, email });
      if (values.defaultLanguage) {
        updateSession({ defaultLanguage: values.defaultLanguage });
        if (values.defaultLanguage !== currentLanguage()) await setLanguage(values.defaultLanguage);
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
    },
  });
}

export function useChangePassword() {
  return useRouteMutation('/client/change-password');
}
