import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  cardQrText,
  OFFLINE_QR_SECONDS,
  readScan,
  rewardQrText,
  type Scanned,
  SHOWN_QR_SECONDS,
  type SignedQr,
} from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { invalid } from '../../../lib/errors.ts';
import { storeQrKey } from './qr-codes.repository.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The first 80 bits of the HMAC, in base 32 (16 letters and digits: read in any case). */
function macOf(key: Buffer, storeId: number, signed: string): string {
  const digest = createHmac('sha256', key).update(`${storeId}|${signed}`).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest.subarray(0, 10)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface WalletQr {
  qr: string;
  expiresAt: string;
  offlineQr: string;
  offlineExpiresAt: string;
}

/**
 * The QRs the wallet shows for a customer's card, or for one reward: one for the screen (a couple of
 * minutes; the wallet asks again every QR_REFRESH_SECONDS) and one it keeps for showing offline (hours).
 */
export async function walletQr(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  rewardId?: number,
): Promise<WalletQr> {
  const key = await storeQrKey(db, storeId);
  const now = nowSeconds();
  const sign = (expiresAt: number) => {
    const text =
      rewardId === undefined
        ? cardQrText(customerId, expiresAt)
        : rewardQrText(rewardId, customerId, expiresAt);
    return `${text}.${macOf(key, storeId, text)}`;
  };
  const shown = now + SHOWN_QR_SECONDS;
  const offline = now + OFFLINE_QR_SECONDS;
  return {
    qr: sign(shown),
    expiresAt: new Date(shown * 1000).toISOString(),
    offlineQr: sign(offline),
    offlineExpiresAt: new Date(offline * 1000).toISOString(),
  };
}

/**
 * What a scanned or typed text names in the store: a signed QR checked (this store's key, not expired,
 * never longer-lived than the wallet is given), a typed code as is; null for a search text.
 */
export async function verifiedScan(
  db: DbOrTx,
  storeId: number,
  text: string,
): Promise<
  Exclude<Scanned, SignedQr> | { kind: 'card' | 'reward'; customerId: number; rewardId: number | null } | null
> {
  const scanned = readScan(text);
  if (!scanned || (scanned.kind !== 'card' && scanned.kind !== 'reward')) return scanned;
  const expected = Buffer.from(macOf(await storeQrKey(db, storeId), storeId, scanned.signed));
  const given = Buffer.from(scanned.mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('scan.invalid');
  const now = nowSeconds();
  if (scanned.expiresAt < now) throw invalid('scan.expired');
  if (scanned.expiresAt > now + OFFLINE_QR_SECONDS + 60) throw invalid('scan.invalid');
  return {
    kind: scanned.kind,
    customerId: scanned.customerId,
    rewardId: scanned.kind === 'reward' ? scanned.rewardId : null,
  };
}

/** A text signed with the store's key (`${text}.${mac}`): a link that must name this store's own things. */
export async function signedWithStoreKey(db: DbOrTx, storeId: number, text: string): Promise<string> {
  return `${text}.${macOf(await storeQrKey(db, storeId), storeId, text)}`;
}

/** Whether `mac` is the store key's for `text`. */
export async function isStoreKeyMac(
  db: DbOrTx,
  storeId: number,
  text: string,
  mac: string,
): Promise<boolean> {
  const expected = Buffer.from(macOf(await storeQrKey(db, storeId), storeId, text));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
