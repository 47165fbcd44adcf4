import { randomInt } from 'node:crypto';
import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { Deps, RequestContext } from '../../../lib/context.ts';
import { invalid } from '../../../lib/errors.ts';
import { requestLog } from '../../../lib/request-origin.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { giveBack, mark, markedWithin, takeAttempt } from '../../account/auth/index.ts';
import { createCustomer, findCustomerBy, markMailConfirmed } from '../customers/index.ts';
import { recordReferral } from '../referrals/index.ts';
import {
  CODE_MINUTES,
  insertCode,
  renewCode,
  setSignUpTicket,
  takeSignUpTicket,
  useCode,
  waitForNextCode,
} from './sign-in-codes.repository.ts';
import { walletLimits } from './sign-in-limits.ts';
import { CODE_KEPT, signInCodeMail, withCode } from './sign-in-mail.ts';
import { openStoreAt } from './store-page.service.ts';
import { startCustomerSession } from './wallet.service.ts';

function signedIn(ctx: RequestContext, storeId: number, customerId: number, via: 'code' | 'sign-up') {
  requestLog(ctx.deps.log).info({ kind: 'customer', outcome: 'ok', via, storeId, customerId }, 'sign-in');
}

/** A code is kept as the hash of itself with its store and email: the same digits elsewhere hash apart. */
const codeHash = (storeId: number, email: string, code: string) => hashToken(`${storeId}:${email}:${code}`);

/**
 * Mails a new 6-digit code to the email: its digits are made by the mail job as it sends the mail
 * (mailSignInCode), so the outbox and the job never hold them. The answer is the same whether or not
 * the store has a customer with that email (no account enumeration): who the email belongs to is
 * decided only once the code proves the caller reads its mail. Codes to one email are spaced (waitForNextCode): when none may be
 * mailed yet, the answer says a code was mailed lately, which still works, so whoever asked for the
 * codes the customer has, the customer can use them.
 */
export async function sendCode(ctx: RequestContext, input: RouteParsedInput<'/login/customer/send-code'>) {
  const { store } = await openStoreAt(ctx.db, input);
  await takeAttempt(ctx.deps.db, [walletLimits.codesPerIp(ctx.ip)]);
  const waited = await ctx.db.transaction(async (tx) => {
    const next = await waitForNextCode(tx, store.id, input.email);
    if (next.waitSeconds > 0) return next;
    // A hash of no code: nothing signs in with this one before the mail job gives it digits.
    const codeId = await insertCode(tx, store.id, input.email, hashToken(newToken()));
    const mail = { to: input.email, ...signInCodeMail(store, CODE_KEPT) };
    await queueMail(ctx.deps.jobs, tx, mail, { walletCodeFor: codeId });
    return undefined;
  });
  // This address asked: its tries at the email's codes are its own (verifyCode).
  await mark(ctx.deps.db, walletLimits.asked(store.id, input.email, ctx.ip));
  if (waited) {
    return said('wallet.codeRecentlySent', { email: input.email, minutes: waited.newestMinutesLeft });
  }
  return said('wallet.codeSent', { email: input.email, minutes: CODE_MINUTES });
}

/**
 * The mail job's part of a sign-in code's mail: fresh digits for the code `codeId` in place of
 * CODE_KEPT. Undefined when the code was used or is past its time (nothing to send any more).
 */
export async function mailSignInCode(
  deps: Pick<Deps, 'db'>,
  codeId: number,
  stored: MailMessage,
): Promise<MailMessage | undefined> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const renewed = await renewCode(deps.db, codeId, (storeId, email) => codeHash(storeId, email, code));
  return renewed ? withCode(stored, code) : undefined;
}

/**
 * Checks a code: the store's customer with that email (registered at the counter or in the wallet)
 * gets a session; an email the store does not know gets a sign-up ticket instead.
 */
export async function verifyCode(
  ctx: RequestContext,
  input: RouteParsedInput<'/login/customer/verify-code'>,
) {
  const { store } = await openStoreAt(ctx.db, input);
  const askedHere = await markedWithin(ctx.deps.db, walletLimits.asked(store.id, input.email, ctx.ip));
  // Each try is counted before it is judged (takeAttempt): per address, per address at this email, and,
  // for an address that did not ask for a code, in one budget for all such addresses.
  const attempt = [
    walletLimits.checksPerIp(ctx.ip),
    walletLimits.triesPerEmailAndIp(store.id, input.email, ctx.ip),
    ...(askedHere ? [] : [walletLimits.triesPerEmailUnasked(store.id, input.email)]),
  ];
  await takeAttempt(ctx.deps.db, attempt);
  const codeId = await useCode(ctx.db, store.id, input.email, codeHash(store.id, input.email, input.code));
  if (codeId === null) {
    // The address is masked by the logger; the code never reaches it.
    requestLog(ctx.deps.log).warn(
      { kind: 'customer', outcome: 'refused', storeId: store.id, email: input.email },
      'sign-in',
    );
    throw invalid('wallet.codeWrong');
  }
  await giveBack(ctx.deps.db, attempt);
  const customer = await findCustomerBy(ctx.db, store.id, { email: input.email });
  if (customer) {
    // The code proved the address is theirs: the store's marketing mail may go to it.
    await markMailConfirmed(ctx.db, customer.id, input.email);
    const token = await startCustomerSession(ctx.db, store.id, customer.id);
    signedIn(ctx, store.id, customer.id, 'code');
    return { token, signUpTicket: null };
  }
  const ticket = newToken();
  await setSignUpTicket(ctx.db, codeId, hashToken(ticket));
  return { token: null, signUpTicket: ticket };
}

/**
 * Registers the customer whose email a code proved, with the store's welcome points and mail as when
 * the store registers them, and signs them in. If the store registered that email meanwhile, that
 * customer is signed in as they are.
 */
export async function signUp(ctx: RequestContext, input: RouteParsedInput<'/login/customer/sign-up'>) {
  const { store } = await openStoreAt(ctx.db, input);
  await takeAttempt(ctx.deps.db, [walletLimits.signUpsPerIp(ctx.ip)]);
  const session = await ctx.db.transaction(async (tx) => {
    const email = await takeSignUpTicket(tx, store.id, hashToken(input.signUpTicket));
    if (!email) throw invalid('wallet.signUpExpired');
    const known = await findCustomerBy(tx, store.id, { email });
    // A mobile another customer has is held, as in the profile: signing up tells nobody whose it is.
    const mobileHeld = !known && !!(await findCustomerBy(tx, store.id, { mobile: input.mobile }));
    const customer =
      known ??
      (await createCustomer(
        ctx.deps,
        tx,
        store,
        { kind: 'wallet', storeId: store.id },
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          mobile: mobileHeld ? null : input.mobile,
          pendingMobile: mobileHeld ? input.mobile : null,
          phoneCode: store.phoneCode,
          birthday: input.birthday ?? null,
          marketingConsent: input.marketingConsent,
          language: input.language,
        },
        'wallet-signup',
      ));
    // A friend's invitation (issue 34 §3): only for a customer this sign-up created.
    if (!known)
      await recordReferral(tx, store.id, customer.id, { code: input.referralCode, device: input.device });
    await markMailConfirmed(tx, customer.id, email);
    return { token: await startCustomerSession(tx, store.id, customer.id), customerId: customer.id };
  });
  signedIn(ctx, store.id, session.customerId, 'sign-up');
  return { ...said('wallet.welcome', { store: store.name }), token: session.token };
}
