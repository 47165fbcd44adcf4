/**
 * What the counter reads from a scanner, a camera or the keyboard (docs/SECURITY.md, "Card and reward
 * QR"): a signed QR of the wallet (the card's, or a reward's), or what staff type (a client code in any
 * case, or a reward code "R{rewardId}-{clientCode}"). A signed QR is "C.{customer}.{expires}.{mac}" or
 * "R.{reward}.{customer}.{expires}.{mac}": numbers in base 36, expires in Unix seconds, the mac the
 * first 80 bits of an HMAC-SHA256 with the store's key in base 32. Letters, digits and dots only, read in
 * any case, so a scanner typing with Caps Lock on still reads the same. zod-free.
 */

/** How long a QR signed for the wallet's screen lives; the wallet asks for a new one well before. */
export const SHOWN_QR_SECONDS = 120;
/** How long the QR the wallet keeps for showing offline lives (bounded: a copy of it dies with it). */
export const OFFLINE_QR_SECONDS = 8 * 3600;
/** How often the wallet replaces the QR it shows while online. */
export const QR_REFRESH_SECONDS = 45;

export type SignedQr =
  | { kind: 'card'; customerId: number; expiresAt: number; signed: string; mac: string }
  | { kind: 'reward'; rewardId: number; customerId: number; expiresAt: number; signed: string; mac: string };

export type Scanned =
  | SignedQr
  | { kind: 'code'; code: string }
  | { kind: 'rewardCode'; rewardId: number; code: string };

const MAX_ID = 2_147_483_647;
const b36 = (n: number) => n.toString(36).toUpperCase();
const id36 = (text: string) => {
  const n = Number.parseInt(text, 36);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

/** The signed part of a card's QR (the mac is appended by the server: `${text}.${mac}`). */
export function cardQrText(customerId: number, expiresAt: number): string {
  return `C.${b36(customerId)}.${b36(expiresAt)}`;
}

/** The signed part of a reward's QR. */
export function rewardQrText(rewardId: number, customerId: number, expiresAt: number): string {
  return `R.${b36(rewardId)}.${b36(customerId)}.${b36(expiresAt)}`;
}

const CARD = /^C\.([0-9A-Z]{1,6})\.([0-9A-Z]{1,7})\.([A-Z2-7]{16})$/;
const REWARD = /^R\.([0-9A-Z]{1,6})\.([0-9A-Z]{1,6})\.([0-9A-Z]{1,7})\.([A-Z2-7]{16})$/;
const CODE = /^[aA][0-9a-zA-Z]{1,6}$/;
const REWARD_CODE = /^[rR]([1-9][0-9]{0,9})-([aA][0-9a-zA-Z]{1,6})$/;

/** What a scanned or typed text is, or null when it is none of them (a name, an email: a search). */
export function readScan(raw: string): Scanned | null {
  const text = raw.trim();
  const upper = text.toUpperCase();
  const card = CARD.exec(upper);
  if (card) {
    const customerId = id36(card[1]!);
    const expiresAt = Number.parseInt(card[2]!, 36);
    return customerId === null
      ? null
      : { kind: 'card', customerId, expiresAt, signed: `C.${card[1]}.${card[2]}`, mac: card[3]! };
  }
  const reward = REWARD.exec(upper);
  if (reward) {
    const rewardId = id36(reward[1]!);
    const customerId = id36(reward[2]!);
    const expiresAt = Number.parseInt(reward[3]!, 36);
    if (rewardId === null || customerId === null) return null;
    const signed = `R.${reward[1]}.${reward[2]}.${reward[3]}`;
    return { kind: 'reward', rewardId, customerId, expiresAt, signed, mac: reward[4]! };
  }
  if (CODE.test(text)) return { kind: 'code', code: text };
  const rewardCode = REWARD_CODE.exec(text);
  if (rewardCode) {
    const rewardId = Number(rewardCode[1]);
    return rewardId <= MAX_ID ? { kind: 'rewardCode', rewardId, code: rewardCode[2]! } : null;
  }
  return null;
}
