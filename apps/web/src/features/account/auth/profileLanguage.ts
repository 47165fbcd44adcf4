import { isSelectable, type SelectableLanguage } from '@premia/client/languages';
import type { LoginData } from '@premia/contract';
import { callOrThrow } from '../../../api/call';
import { queryClient } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { getSession, updateSession } from '../../../api/session';
import { currentLanguage, setLanguage, storedLanguage } from '../../../i18n';

/** Saves the interface language as the signed-in user's profile language (an ApiError if refused). */
async function saveProfileLanguage(language: SelectableLanguage): Promise<void> {
  if (!getSession()) return;
  const info = await queryClient.fetchQuery({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => callOrThrow('/client/info', {}, { signal }),
  });
  if (info.user.defaultLanguage === language) return;
  await callOrThrow('/client/update', {
    first_name: info.user.first_name,
    last_name: info.user.last_name,
    email: info.user.email,
    defaultLanguage: language,
  });
  updateSession({ defaultLanguage: language });
  await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
}

/** The user picks a language: switch now, remember it on this browser, save it in the profile. */
export async function chooseLanguage(language: SelectableLanguage): Promise<void> {
  await setLanguage(language);
  await saveProfileLanguage(language).catch(() => undefined);
}

/**
 * At sign-in: a language chosen on this browser wins and is saved in the profile; otherwise the
 * profile's language applies.
 */
export async function reconcileLanguage(user: LoginData): Promise<void> {
  const chosen = storedLanguage();
  if (chosen && isSelectable(chosen)) {
    if (chosen !== user.defaultLanguage) await saveProfileLanguage(chosen).catch(() => undefined);
    return;
  }
  if (isSelectable(user.defaultLanguage) && user.defaultLanguage !== currentLanguage()) {
    await setLanguage(user.defaultLanguage, { persist: false });
  }
}
