import { type Reward, type StoreInfo, toCents } from '@premia/contract';

/** Points a purchase earns with the store's conversion (conversionPoints per conversionMoney, rounded down), as the server counts them. */
export function pointsForAmount(
  amount: number | null | undefined,
  store: Pick<StoreInfo, 'conversionPoints' | 'conversionMoney'>,
): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return 0;
  const moneyCents = toCents(store.conversionMoney);
  if (moneyCents <= 0) return 0;
  return Math.floor((toCents(amount) * store.conversionPoints) / moneyCents);
}

/** Why a reward cannot be redeemed now, or null when it can. */
export type Unavailable = 'balance' | 'stock' | null;

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

/** The client code inside a scanned QR (the code itself, or a link that ends with it). */
export function codeFromScan(raw: string): string {
  const text = raw.trim();
  const match = /(A[0-9a-zA-Z]{1,6})\/?$/.exec(text);
  return match?.[1] ?? text;
}
