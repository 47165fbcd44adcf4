import type { LoginData, RouteParsedInput } from '@premia/contract';
import type { Deps, Session } from '../../lib/context.ts';
import { conflict, failure, invalid } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { queueMail } from '../../mail/mail-queue.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { getBillingSettings } from '../admin-configuration/index.ts';
import { insertLocation } from '../locations/index.ts';
import { findCountry, findStoreType } from '../platform/index.ts';
import { freeSlug, insertStore } from '../stores/index.ts';
import {
  EMAIL_UNIQUE,
  emailTaken,
  findUserAccount,
  insertUser,
  type UserAccount,
  updateUser,
} from '../users/index.ts';
import {
  consumeResetToken,
  insertSession,
  isKnownPlace,
  rememberPlace,
  replaceResetToken,
  revokeSession,
  revokeUserSessions,
} from './auth.repository.ts';
import { assertPasswordPolicy, hashPassword, spendVerifyTime, verifyPassword } from './password.ts';
import { giveBack, hitRateLimit, limits, takeAttempt } from './rate-limit.ts';
import { RECOVERY_LINK_KEPT, recoveryMail } from './recovery-mail.ts';

export const PASSWORD_CHANGED = 'La contraseña fué cambiada con éxito. Ya puede usarla.';
const RECOVERY_SENT =
  'Si el email corresponde a una cuenta, recibirá un enlace para restablecer su contraseña en unos minutos.';

function canSignIn(account: UserAccount): boolean {
  return account.user.active && account.user.deletedAt === null && account.storeActive;
}

/** The stored-login data of spec §3 for a freshly created session. */
function loginDataOf(account: UserAccount, token: string): LoginData {
  const u = account.user;
  const owner = u.storeUserType === 'owner';
  return {
    email: u.email,
    firstName: u.firstName,
    LastName: u.lastName,
    storeId: u.storeId,
    storeName: account.storeName,
    storeUserType: u.storeUserType,
    token,
    userType: u.userType,
    showAffiliateCommerce: false,
    affiliateCommerce: null,
    locationName: account.locationName,
    locationId: u.locationId,
    permCreateCustomer: owner || u.permCreateCustomer,
    permGivePoints: owner || u.permGivePoints,
    permRedeem: owner || u.permRedeem,
    permStore: owner || u.permStore,
    defaultLanguage: u.defaultLanguage,
  };
}

async function openSession(deps: Deps, account: UserAccount) {
  const token = newToken();
  await insertSession(deps.db, account.user.id, hashToken(token));
  return { m: 'Bienvenido', user: loginDataOf(account, token) };
}

/**
 * Signs in. The attempt is counted against its limits before the password is judged (takeAttempt), so
 * parallel tries can never be judged past a limit; a success gives its attempt back. A place the account
 * signed in from before is not held by the per-account limit a stranger's tries fill (docs/SECURITY.md).
 */
export async function login(deps: Deps, input: RouteParsedInput<'/login/client'>, ip: string) {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) throw invalid('auth.badCredentials');
  const account = email.length <= 254 ? await findUserAccount(deps.db, { email }) : undefined;
  const knownPlace = account ? await isKnownPlace(deps.db, account.user.id, ip) : false;
  const attempt = [
    limits.loginFailuresPerEmailAndIp(email, ip),
    limits.loginFailuresPerIp(ip),
    ...(knownPlace ? [] : [limits.loginFailuresPerEmail(email)]),
  ];
  await takeAttempt(deps.db, attempt);
  let valid = false;
  if (account) valid = await verifyPassword(account.user.passwordHash, input.password);
  else await spendVerifyTime(input.password);
  if (!account || !valid || !canSignIn(account)) throw failure('unauthorized', 'auth.badCredentials');
  await giveBack(deps.db, attempt);
  await rememberPlace(deps.db, account.user.id, ip);
  return openSession(deps, account);
}

export async function logout(deps: Deps, session: Session) {
  await revokeSession(deps.db, session.sessionId);
  return {};
}

export async function requestRecovery(
  deps: Deps,
  input: RouteParsedInput<'/login/client/recovery-password'>,
  ip: string,
) {
  await hitRateLimit(deps.db, limits.recoveryPerIp(ip));
  await hitRateLimit(deps.db, limits.recoveryPerEmail(input.email));
  const account = await findUserAccount(deps.db, { email: input.email });
  if (account && canSignIn(account)) {
    const { user } = account;
    // The mail is kept without its link: the link is made when the mail job sends it (mailRecoveryLink).
    const kept = { to: user.email, ...recoveryMail(user.firstName, RECOVERY_LINK_KEPT) };
    await deps.db.transaction((tx) => queueMail(deps.jobs, tx, kept, { passwordResetFor: user.id }));
  }
  return { m: RECOVERY_SENT };
}

/**
 * The recovery mail with a fresh link, made as the mail job sends it: earlier links of the user stop
 * working. Undefined when the account can no longer sign in.
 */
export async function mailRecoveryLink(
  deps: Deps,
  userId: number,
  to: string,
): Promise<MailMessage | undefined> {
  const account = await findUserAccount(deps.db, { id: userId });
  if (!account || !canSignIn(account)) return undefined;
  const token = newToken();
  await replaceResetToken(deps.db, userId, hashToken(token));
  const link = `${deps.config.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;
  return { to, ...recoveryMail(account.user.firstName, link) };
}

export async function processRecovery(
  deps: Deps,
  input: RouteParsedInput<'/general/process-password-recovery'>,
) {
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(input.token));
    if (userId === null) throw invalid('auth.badResetToken');
    await updateUser(tx, userId, { passwordHash });
    await revokeUserSessions(tx, userId);
  });
  return { m: PASSWORD_CHANGED };
}

/** A store and its owner, as registration and the platform admin create them. */
export interface NewBusiness {
  storeName: string;
  storeTypeId: number;
  countryId: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  ruc?: string | null;
  active?: boolean;
  redeemBought?: number;
}

/**
 * Creates a store, its first location and its owner in one transaction, with the rules of registration:
 * the password policy, an email no user has, a country and store type that exist; the store gets the
 * country's currency and time zone and the platform's terms for new stores (free redemptions,
 * subscription). Returns the owner's id.
 */
export async function createBusiness(
  deps: Deps,
  input: NewBusiness,
): Promise<{ storeId: number; userId: number }> {
  assertPasswordPolicy(input.password);
  const [country, storeType, terms] = await Promise.all([
    findCountry(deps.db, input.countryId),
    findStoreType(deps.db, input.storeTypeId),
    getBillingSettings(deps.db),
  ]);
  if (!country) throw invalid('platform.countryNotFound');
  if (!storeType) throw invalid('platform.storeTypeNotFound');
  if (await emailTaken(deps.db, input.email)) throw conflict('auth.emailTaken');
  const passwordHash = await hashPassword(input.password);
  return deps.db
    .transaction(async (tx) => {
      const store = await insertStore(tx, {
        name: input.storeName,
        storeTypeId: storeType.id,
        countryId: country.id,
        currencyCode: country.currencyCode,
        timeZone: country.timeZone,
        slug: await freeSlug(tx, input.storeName),
        phoneCode: country.phoneCode,
        email: input.email,
        ruc: input.ruc || null,
        active: input.active ?? true,
        redeemFree: terms.freeRedemptions,
        redeemBought: input.redeemBought ?? 0,
        withSubscription: terms.subscriptionEnabled,
      });
      const location = await insertLocation(tx, { storeId: store.id, name: 'Local principal' });
      const owner = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        userType: 'client',
        storeId: store.id,
        storeUserType: 'owner',
        locationId: location.id,
        countryId: country.id,
      });
      return { storeId: store.id, userId: owner.id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict('auth.emailTaken');
      throw error;
    });
}

export async function register(deps: Deps, input: RouteParsedInput<'/login/client/register'>, ip: string) {
  await hitRateLimit(deps.db, limits.registerPerIp(ip));
  await hitRateLimit(deps.db, limits.registerPerEmail(input.email));
  const { userId } = await createBusiness(deps, input);
  const account = await findUserAccount(deps.db, { id: userId });
  return openSession(deps, account!);
}
