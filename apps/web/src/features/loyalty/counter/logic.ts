import {
  MAX_MONEY,
  MAX_POINTS_PER_OPERATION,
  pointsForAmount as pointsForCents,
  type Reward,
  readScan,
  type StoreInfo,
  toCents,
} from '@premia/contract';
import { readMoney } from '@premia/contract/money';

/** Points a typed purchase amount earns with the store's conversion, counted as the server counts them. */
export function pointsForAmount(
  amount: number | null | undefined,
  store: Pick<StoreInfo, 'conversionPoints' | 'conversionMoney'>,
): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 0;
  return pointsForCents(toCents(amount), {
    conversionPoints: store.conversionPoints,
    conversionMoneyCents: toCents(store.conversionMoney),
  });
}

/**
 * The purchase amount as typed at the counter, read by the one rule of every money field (12,50 ·
 * 12.50 · 1.234,50 · S/ 12.50); null when it cannot be read.
 */
export function parseAmount(text: string | null | undefined, currencyCode?: string): number | null {
  const reading = readMoney(text ?? '', currencyCode);
  return reading.ok ? reading.value : null;
}

/** What is wrong with a typed amount, as a dictionary key and its params; null when it can be given. */
export type AmountProblem =
  | {
      key:
        | 'loyalty.amountRequired'
        | 'loyalty.amountNotNumber'
        | 'loyalty.amountPositive'
        | 'loyalty.amountDecimals';
    }
  | { key: 'loyalty.amountTooLarge'; max: number }
  | { key: 'loyalty.amountTooManyPoints'; max: number };

export function amountProblem(
  text: string | null | undefined,
  store: Pick<StoreInfo, 'conversionPoints' | 'conversionMoney' | 'currencyCode'>,
): AmountProblem | null {
  if (!(text ?? '').trim()) return { key: 'loyalty.amountRequired' };
  const reading = readMoney(text ?? '', store.currencyCode);
  if (!reading.ok)
    return {
      key:
        reading.code === 'validation.moneyUnreadable' ? 'loyalty.amountNotNumber' : 'loyalty.amountDecimals',
    };
  const amount = reading.value;
  if (amount <= 0) return { key: 'loyalty.amountPositive' };
  if (amount > MAX_MONEY) return { key: 'loyalty.amountTooLarge', max: MAX_MONEY };
  if (pointsForAmount(amount, store) > MAX_POINTS_PER_OPERATION) {
    return { key: 'loyalty.amountTooManyPoints', max: MAX_POINTS_PER_OPERATION };
  }
  return null;
}

/** Why a reward cannot be redeemed now, or null when it can. */
type Unavailable = 'balance' | 'stock' | null;

export function unavailableReason(
  balance: number,
  reward: Pick<Reward, 'pointsCost' | 'stock'>,
): Unavailable {
  if (reward.stock !== null && reward.stock <= 0) return 'stock';
  if (balance < reward.pointsCost) return 'balance';
  return null;
}

export function canAfford(balance: number, reward: Pick<Reward, 'pointsCost' | 'stock'>): boolean {
  return unavailableReason(balance, reward) === null;
}

/** The counter's list: what the customer can take first, then the rest, each by cost. */
export function rewardsForCounter<R extends Pick<Reward, 'pointsCost' | 'stock'>>(
  rewards: readonly R[],
  balance: number,
): R[] {
  return [...rewards].sort((a, b) => {
    const byAfford = Number(canAfford(balance, b)) - Number(canAfford(balance, a));
    return byAfford || a.pointsCost - b.pointsCost;
  });
}

/** What a scan or a typed text carries: the text itself, or the client code a link ends with. */
export function codeFromScan(raw: string): string {
  const text = raw.trim();
  if (!text.includes('/')) return text;
  const match = /\/(A[0-9a-zA-Z]{1,6})\/?$/.exec(text);
  return match?.[1] ?? text;
}

/**
 * Whether Enter in the counter's search is a scan (the server reads it, /client/customer/scan) rather
 * than a pick from the list: a QR of the wallet, a reward code, or a client code several customers
 * share but for case (A1p, A1P), for the cashier to choose by name.
 */
export function enterIsScan(typed: string, listed: readonly { clientCode: string }[]): boolean {
  const scanned = readScan(codeFromScan(typed));
  if (!scanned) return false;
  if (scanned.kind !== 'code') return true;
  const code = scanned.code.toLowerCase();
  return listed.filter((c) => c.clientCode.toLowerCase() === code).length > 1;
}

/** What went wrong with the camera, as the i18n key that tells the cashier (getUserMedia's error names). */
export type CameraProblem = 'cameraDenied' | 'cameraMissing' | 'cameraBusy' | 'cameraFailed';

export function cameraProblem(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'cameraDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'cameraMissing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'cameraBusy';
    default:
      return 'cameraFailed';
  }
}

/** The canvas a video frame is decoded on: the frame scaled down so its longer side is at most `max`. */
export function scanSize(width: number, height: number, max = 640): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
