import { type LoginData, type RouteParsedInput, said } from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import type { Deps, Session } from '../../../lib/context.ts';
import { conflict, failure, invalid } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { requestLog } from '../../../lib/request-origin.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { emitPlatformWebhook } from '../../../webhooks/outbox.ts';
import {
  findCountry,
  findStoreType,
  getBillingSettings,
  getGeneralConfiguration,
} from '../../platform/general/index.ts';
import { insertLocation } from '../locations/index.ts';
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
  addressInUseMail,
  CONFIRM_LINK_KEPT,
  confirmNewEmailMail,
  emailChangeRequestedMail,
  welcomeOwnerMail,
} from './account-mails.ts';
import {
  consumeEmailConfirmation,
  consumeResetToken,
  insertSession,
  isKnownPlace,
  rememberPlace,
  replaceEmailConfirmation,
  replaceResetToken,
  revokeSession,
  revokeUserSessions,
} from './auth.repository.ts';
import { assertPasswordPolicy, hashPassword, spendVerifyTime, verifyPassword } from './password.ts';
import { forget, giveBack, hitRateLimit, limits, takeAttempt } from './rate-limit.ts';
import { escapeHtml, RECOVERY_LINK_KEPT, recoveryMail } from './recovery-mail.ts';

/** Active, not deleted, its store open, and its address confirmed (a self-registered owner opens the link first). */
function canSignIn(account: UserAccount): boolean {
  return (
    account.user.active &&
    account.user.deletedAt === null &&
    account.storeActive &&
    account.user.emailConfirmedAt !== null
  );
}

/**
 * A user who could sign in but for their store, which the platform's admin deactivated: told so once
 * the password proved who they are (a wrong password still hears the usual answer).
 */
function isOnlyStoreDeactivated(account: UserAccount): boolean {
  const { user } = account;
  return account.storeDeactivated && user.active && user.deletedAt === null && user.emailConfirmedAt !== null;
}

/** The refusal for a deactivated store: whom to write to, the platform's WhatsApp or support phone. */
async function storeDeactivated(deps: Deps) {
  const channels = await getGeneralConfiguration(deps.db);
  const phone = channels.whatsappNumber || channels.supportPhone;
  return phone
    ? failure('forbidden', 'auth.storeDeactivated', { phone })
    : failure('forbidden', 'auth.storeDeactivatedNoContact');
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

async function openSession(deps: Deps, account: UserAccount, via: 'password' | 'confirmation') {
  const token = newToken();
  await insertSession(deps.db, account.user.id, hashToken(token));
  requestLog(deps.log).info({ kind: 'user', outcome: 'ok', via, userId: account.user.id }, 'sign-in');
  return { ...said('auth.welcome'), user: loginDataOf(account, token) };
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
  if (account && valid && isOnlyStoreDeactivated(account)) {
    await giveBack(deps.db, attempt);
    throw await storeDeactivated(deps);
  }
  if (!account || !valid || !canSignIn(account)) {
    // The address is masked by the logger; the password never reaches it.
    requestLog(deps.log).warn({ kind: 'user', outcome: 'refused', email }, 'sign-in');
    throw failure('unauthorized', 'auth.badCredentials');
  }
  await giveBack(deps.db, attempt);
  await rememberPlace(deps.db, account.user.id, ip);
  return openSession(deps, account, 'password');
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
  return said('auth.recoverySent');
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

/**
 * Sets the new password of a mailed recovery link. The link also unlocks sign-in where it was opened: the
 * address becomes a known place of the account and its own failures there are forgotten, so an owner
 * whom a stranger's failures hold signs in from here at once (docs/SECURITY.md).
 */
export async function processRecovery(
  deps: Deps,
  input: RouteParsedInput<'/general/process-password-recovery'>,
  ip: string,
) {
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(input.token));
    if (userId === null) throw invalid('auth.badResetToken');
    await updateUser(tx, userId, { passwordHash });
    await revokeUserSessions(tx, userId);
    await rememberPlace(tx, userId, ip);
    return userId;
  });
  const account = await findUserAccount(deps.db, { id: userId });
  if (account) await forget(deps.db, limits.loginFailuresPerEmailAndIp(account.user.email.toLowerCase(), ip));
  return said('password.changed');
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
 * The rules of a new business before anything is written: the password policy, a country and store
 * type that exist, and the platform's terms for new stores (free redemptions, subscription).
 */
async function checkBusiness(deps: Deps, input: NewBusiness) {
  assertPasswordPolicy(input.password);
  const [country, storeType, terms] = await Promise.all([
    findCountry(deps.db, input.countryId),
    findStoreType(deps.db, input.storeTypeId),
    getBillingSettings(deps.db),
  ]);
  if (!country) throw invalid('platform.countryNotFound');
  if (!storeType) throw invalid('platform.storeTypeNotFound');
  return { country, storeType, terms, passwordHash: await hashPassword(input.password) };
}

/**
 * Writes a store, its first location and its owner in the caller's transaction; the store gets the
 * country's currency and time zone. `emailConfirmedAt` null: the owner signs in only after opening the
 * confirmation link. Tells the platform's endpoints (store.created), in the same transaction.
 */
async function insertBusiness(
  tx: Tx,
  input: NewBusiness,
  checked: Awaited<ReturnType<typeof checkBusiness>>,
  emailConfirmedAt: Date | null,
  createdBy: 'signup' | 'admin',
) {
  const { country, storeType, terms, passwordHash } = checked;
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
    emailConfirmedAt,
  });
  await emitPlatformWebhook(tx, 'store.created', {
    storeId: store.id,
    name: input.storeName,
    ownerEmail: owner.email,
    storeTypeId: storeType.id,
    countryId: country.id,
    active: input.active ?? true,
    createdBy,
  });
  return { storeId: store.id, userId: owner.id, owner };
}

/**
 * The platform admin's new business (/admin/business/process): the rules of registration, the
 * address confirmed by the admin who typed it (the owner signs in at once), a taken address refused.
 */
export async function createBusiness(
  deps: Deps,
  input: NewBusiness,
  /** More to write in the business's transaction (what the creator records of it). */
  within?: (tx: Tx, created: { storeId: number; userId: number }) => Promise<void>,
): Promise<{ storeId: number; userId: number }> {
  const checked = await checkBusiness(deps, input);
  if (await emailTaken(deps.db, input.email)) throw conflict('auth.emailTaken');
  return deps.db
    .transaction(async (tx) => {
      const { storeId, userId } = await insertBusiness(tx, input, checked, new Date(), 'admin');
      await within?.(tx, { storeId, userId });
      return { storeId, userId };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict('auth.emailTaken');
      throw error;
    });
}

/**
 * Registers a store and its owner, answering the same whether or not the address has an account
 * (ASVS 5.0 §6.3: no account enumeration): a new owner gets a link that activates the account, and
 * cannot sign in before opening it; an address that has an account is told by mail instead.
 */
export async function register(deps: Deps, input: RouteParsedInput<'/login/client/register'>, ip: string) {
  await hitRateLimit(deps.db, limits.registerPerIp(ip));
  await hitRateLimit(deps.db, limits.registerPerEmail(input.email));
  // The password is hashed either way: both answers take as long.
  const checked = await checkBusiness(deps, input);
  // The same answer for every registration that passes the form's checks: it tells nothing about the address.
  const answer = said('auth.registered', { email: input.email });
  const existing = await findUserAccount(deps.db, { email: input.email });
  if (existing) {
    await deps.db.transaction((tx) => mailAddressHolder(deps, tx, existing));
    return answer;
  }
  try {
    await deps.db.transaction(async (tx) => {
      const { owner } = await insertBusiness(tx, input, checked, null, 'signup');
      await queueConfirmationMail(
        deps,
        tx,
        owner.id,
        owner.email,
        welcomeOwnerMail(owner.firstName, CONFIRM_LINK_KEPT),
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error, EMAIL_UNIQUE)) throw error;
    // Registered a moment ago by another request: that address has an account now.
    const holder = await findUserAccount(deps.db, { email: input.email });
    if (holder) await deps.db.transaction((tx) => mailAddressHolder(deps, tx, holder));
  }
  return answer;
}

/** Queues a mail whose confirmation link (for `email`) is made only when the mail job sends it. */
async function queueConfirmationMail(
  deps: Deps,
  tx: Tx,
  userId: number,
  email: string,
  mail: { subject: string; text: string; html: string },
) {
  await queueMail(deps.jobs, tx, { to: email, ...mail }, { confirmEmailFor: { userId, email } });
}

/**
 * The mail to an address that has an account when someone registers it or moves another account to
 * it: an owner who never confirmed gets the activation link again, anyone else a notice.
 */
async function mailAddressHolder(deps: Deps, tx: Tx, holder: UserAccount) {
  const { user } = holder;
  if (user.emailConfirmedAt === null) {
    await queueConfirmationMail(
      deps,
      tx,
      user.id,
      user.email,
      welcomeOwnerMail(user.firstName, CONFIRM_LINK_KEPT),
    );
  } else {
    await queueMail(deps.jobs, tx, { to: user.email, ...addressInUseMail(user.firstName) });
  }
}

/**
 * The mail job's part of a confirmation mail: a fresh link (older ones of the user stop working) in
 * place of CONFIRM_LINK_KEPT. Undefined when the link would be of no use any more.
 */
export async function mailConfirmationLink(
  deps: Deps,
  target: { userId: number; email: string },
  stored: MailMessage,
): Promise<MailMessage | undefined> {
  const account = await findUserAccount(deps.db, { id: target.userId });
  if (!account?.user.active || account.user.deletedAt !== null) return undefined;
  const token = newToken();
  await replaceEmailConfirmation(deps.db, target.userId, target.email, hashToken(token));
  const link = `${deps.config.publicUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
  return {
    ...stored,
    text: stored.text.replace(CONFIRM_LINK_KEPT, link),
    ...(stored.html ? { html: stored.html.replace(CONFIRM_LINK_KEPT, escapeHtml(link)) } : {}),
  };
}

/**
 * Asks to move an account to another address (the profile, after the current password was checked):
 * the other sessions end, the old address is told, and the new one gets the link that makes the change
 * — or, when it has an account already, the same notice registration sends (no enumeration).
 */
export async function requestEmailChange(
  deps: Deps,
  tx: Tx,
  account: UserAccount,
  newEmail: string,
  keepSessionId: number,
) {
  const { user } = account;
  await revokeUserSessions(tx, user.id, keepSessionId);
  await queueMail(deps.jobs, tx, { to: user.email, ...emailChangeRequestedMail(user.firstName, newEmail) });
  const holder = await findUserAccount(tx, { email: newEmail });
  if (holder) await queueMail(deps.jobs, tx, { to: newEmail, ...addressInUseMail(holder.user.firstName) });
  else
    await queueConfirmationMail(
      deps,
      tx,
      user.id,
      newEmail,
      confirmNewEmailMail(user.firstName, CONFIRM_LINK_KEPT),
    );
}

/** Opens a confirmation link: the address becomes the account's (confirmed), and the user is signed in. */
export async function confirmEmail(deps: Deps, input: RouteParsedInput<'/general/confirm-email'>) {
  const userId = await deps.db
    .transaction(async (tx) => {
      const found = await consumeEmailConfirmation(tx, hashToken(input.token));
      if (!found) throw invalid('auth.badConfirmToken');
      await updateUser(tx, found.userId, { email: found.email, emailConfirmedAt: new Date() });
      return found.userId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict('auth.confirmEmailTaken');
      throw error;
    });
  const account = await findUserAccount(deps.db, { id: userId });
  if (!account || !canSignIn(account)) throw invalid('auth.badConfirmToken');
  return openSession(deps, account, 'confirmation');
}
