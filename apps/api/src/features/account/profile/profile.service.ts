import { type LanguageCode, languages, type RouteParsedInput, said } from '@premia/contract';
import type { Deps, Session } from '../../../lib/context.ts';
import { invalid, unauthorized } from '../../../lib/errors.ts';
import { findCountry } from '../../platform/general/index.ts';
import {
  assertPasswordPolicy,
  hashPassword,
  requestEmailChange,
  revokeUserSessions,
  verifyPassword,
} from '../auth/index.ts';
import { findUserAccount, updateUser } from '../users/index.ts';

export async function info(deps: Deps, session: Session) {
  const account = await findUserAccount(deps.db, { id: session.userId });
  if (!account) throw unauthorized();
  const u = account.user;
  const language = (
    languages.some((l) => l.id === u.defaultLanguage) ? u.defaultLanguage : 'es'
  ) as LanguageCode;
  return {
    user: {
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      country: u.countryId && account.countryName ? { id: u.countryId, name: account.countryName } : null,
      defaultLanguage: language,
      userType: u.userType,
      storeUserType: u.storeUserType,
      storeName: account.storeName,
      locationId: u.locationId,
      locationName: account.locationName,
    },
    languages: languages.map((l) => ({ id: l.id, name: l.name })),
    defaultLanguage: language,
    permissions: session.permissions,
  };
}

/**
 * Saves the profile. A new email (the sign-in address) needs the current password; it ends the other
 * sessions, tells the old address and takes effect only when the new address confirms it
 * (auth's requestEmailChange) — so the answer never says whether the address has an account.
 */
export async function update(deps: Deps, session: Session, input: RouteParsedInput<'/client/update'>) {
  if (input.countryId && !(await findCountry(deps.db, input.countryId))) {
    throw invalid('platform.countryNotFound');
  }
  const account = await findUserAccount(deps.db, { id: session.userId });
  if (!account) throw unauthorized();
  const newEmail = input.email.trim();
  const changesEmail = newEmail.toLowerCase() !== account.user.email.toLowerCase();
  if (changesEmail) {
    if (!input.currentPassword) throw invalid('profile.currentPasswordForEmail');
    if (!(await verifyPassword(account.user.passwordHash, input.currentPassword))) {
      throw invalid('password.currentWrong');
    }
  }
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, session.userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      ...(input.countryId !== undefined ? { countryId: input.countryId } : {}),
      ...(input.defaultLanguage ? { defaultLanguage: input.defaultLanguage } : {}),
    });
    if (changesEmail) await requestEmailChange(deps, tx, account, newEmail, session.sessionId);
  });
  // An email to change is answered the same whether or not the address is free.
  return changesEmail ? said('profile.emailChangeSent', { email: newEmail }) : said('profile.saved');
}

export async function changePassword(
  deps: Deps,
  session: Session,
  input: RouteParsedInput<'/client/change-password'>,
) {
  const account = await findUserAccount(deps.db, { id: session.userId });
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.user.passwordHash, input.currentPassword))) {
    throw invalid('password.currentWrong');
  }
  assertPasswordPolicy(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, session.userId, { passwordHash });
    await revokeUserSessions(tx, session.userId, session.sessionId);
  });
  return said('password.changed');
}
