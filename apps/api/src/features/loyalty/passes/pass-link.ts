import type { DbOrTx } from '../../../db/database.ts';
import { isStoreKeyMac, signedWithStoreKey } from '../qr-codes/index.ts';

/** How long «Agregar a Apple Wallet»'s download link works: it is opened at once. */
export const PASS_LINK_SECONDS = 10 * 60;

const b36 = (n: number) => n.toString(36).toUpperCase();
const LINK = /^P\.([0-9A-Z]{1,7})\.([0-9A-Z]{1,7})\.([0-9A-Z]{1,7})\.([A-Z2-7]{16})$/;

/**
 * The Apple pass's download name, for one customer of one store: "P.{store}.{customer}.{expires}.{mac}",
 * signed with the store's key (as its QRs are), so it can be opened by the phone's browser without the
 * wallet's token and names nobody else's card.
 */
export async function passLinkToken(db: DbOrTx, storeId: number, customerId: number): Promise<string> {
  const expires = Math.floor(Date.now() / 1000) + PASS_LINK_SECONDS;
  return signedWithStoreKey(db, storeId, `P.${b36(storeId)}.${b36(customerId)}.${b36(expires)}`);
}

/** The store and customer a download name says, unchecked (malformed or expired: null). */
export function readPassLinkToken(token: string) {
  const match = LINK.exec(token);
  if (!match) return null;
  const [storeId, customerId, expires] = [match[1]!, match[2]!, match[3]!].map((n) =>
    Number.parseInt(n, 36),
  ) as [number, number, number];
  if (!storeId || !customerId || storeId > 2_147_483_647 || customerId > 2_147_483_647) return null;
  if (expires < Math.floor(Date.now() / 1000)) return null;
  return { storeId, customerId, signed: `P.${match[1]}.${match[2]}.${match[3]}`, mac: match[4]! };
}

/** Whether the download name was signed with its store's key (ask only for a store that exists). */
export const passLinkSigned = (db: DbOrTx, link: NonNullable<ReturnType<typeof readPassLinkToken>>) =>
  isStoreKeyMac(db, link.storeId, link.signed, link.mac);

/**
 * The Apple pass's authenticationToken (Apple's web service sends it back as «ApplePass …»): the store
 * key's mac of the pass's serial, so nothing is kept and no other pass's token can be made from it.
 */
export async function passAuthToken(db: DbOrTx, storeId: number, serial: string): Promise<string> {
  const signed = await signedWithStoreKey(db, storeId, `A.${serial}`);
  return signed.slice(signed.lastIndexOf('.') + 1);
}

export const isPassAuthToken = (db: DbOrTx, storeId: number, serial: string, token: string) =>
  isStoreKeyMac(db, storeId, `A.${serial}`, token);
