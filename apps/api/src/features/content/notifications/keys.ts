import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import type { DbOrTx } from '../../../db/database.ts';
import { keyOf } from './push.repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The platform's VAPID keys: made the first time push needs them, kept in the database for every process. */
export async function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  let made: VapidKeys | undefined;
  const make = () => {
    made ??= webpush.generateVAPIDKeys();
    return JSON.stringify(made);
  };
  return JSON.parse(await keyOf(db, 'vapid', make)) as VapidKeys;
}

const linkSecret = (db: DbOrTx) => keyOf(db, 'consent-link', () => randomBytes(32).toString('base64url'));

const signatureOf = (secret: string, customerId: number) =>
  createHmac('sha256', secret).update(`withdraw-consent:${customerId}`).digest('base64url');

/**
 * What makes the token of a mail's withdraw link: the customer id and its signature (no sign-in needed,
 * no expiry). The secret is read once, for a whole batch of mails.
 */
export async function withdrawTokens(db: DbOrTx): Promise<(customerId: number) => string> {
  const secret = await linkSecret(db);
  return (customerId) => `${customerId}.${signatureOf(secret, customerId)}`;
}

/** The customer a withdraw link's token names, when its signature is ours. */
export async function customerOfWithdrawToken(db: DbOrTx, token: string): Promise<number | undefined> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const customerId = Number(match[1]);
  if (customerId > 2_147_483_647) return undefined;
  const expected = Buffer.from(signatureOf(await linkSecret(db), customerId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : undefined;
}

const confirmSignatureOf = (secret: string, customerId: number, email: string) =>
  createHmac('sha256', secret)
    .update(`confirm-mail:${customerId}:${email.toLowerCase()}`)
    .digest('base64url');

/**
 * What makes the token of the link that confirms a customer's address for marketing mail: the customer
 * id and a signature of it with the address, so the link confirms that address only.
 */
export async function confirmMailTokens(db: DbOrTx): Promise<(customerId: number, email: string) => string> {
  const secret = await linkSecret(db);
  return (customerId, email) => `${customerId}.${confirmSignatureOf(secret, customerId, email)}`;
}

/** The customer a confirmation link names; `signedFor` tells whether it was made for that address. */
export async function readConfirmMailToken(
  db: DbOrTx,
  token: string,
): Promise<{ customerId: number; signedFor: (email: string) => boolean } | undefined> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const customerId = Number(match[1]);
  if (customerId > 2_147_483_647) return undefined;
  const secret = await linkSecret(db);
  const given = Buffer.from(match[2]!);
  return {
    customerId,
    signedFor: (email) => {
      const expected = Buffer.from(confirmSignatureOf(secret, customerId, email));
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
