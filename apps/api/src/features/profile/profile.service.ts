import { type LanguageCode, languages, type RouteParsedInput } from '@premia/contract';
import type { Deps, Session } from '../../lib/context.ts';
import { conflict, invalid, unauthorized } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import {
  assertPasswordPolicy,
  hashPassword,
  PASSWORD_CHANGED,
  revokeUserSessions,
  verifyPassword,
} from '../auth/index.ts';
import { findCountry } from '../platform/index.ts';
import { EMAIL_UNIQUE, emailTaken, findUserAccount, updateUser } from '../users/index.ts';

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

export async function update(deps: Deps, session: Session, input: RouteParsedInput<'/client/update'>) {
  if (input.countryId && !(await findCountry(deps.db, input.countryId))) {
    throw invalid('platform.countryNotFound');
  }
  if (await emailTaken(deps.db, input.email, session.userId)) throw conflict('auth.emailTaken');
  await updateUser(deps.db, session.userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    ...(input.countryId !== undefined ? { countryId: input.countryId } : {}),
    ...(input.defaultLanguage ? { defaultLanguage: input.defaultLanguage } : {}),
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict('auth.emailTaken');
    throw error;
  });
  return { m: 'La información ha sido guardada.' };
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
  return { m: PASSWORD_CHANGED };
}
