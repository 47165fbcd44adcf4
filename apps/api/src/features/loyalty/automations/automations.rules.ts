import { createHash } from 'node:crypto';
import { type AutomationPeriod, HOLDOUT_PERCENT, MIN_RESULT_GROUP } from '@premia/contract';

/**
 * Whether a customer is in an automation's holdout: a fixed draw of HOLDOUT_PERCENT % from a hash of the
 * automation and the customer, so the same customer is always in the same group of the same rule (every
 * period, every run, every process), and groups of different rules are drawn independently.
 */
export function inHoldout(automationId: number, customerId: number): boolean {
  const digest = createHash('sha256').update(`${automationId}:${customerId}`).digest();
  return digest.readUInt32BE(0) % 100 < HOLDOUT_PERCENT;
}

/** The period of the store's day `today` (YYYY-MM-DD) a send counts for: at most one per customer in it. */
export function periodKey(period: AutomationPeriod, today: string): string {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  switch (period) {
    case 'once':
      return 'once';
    case 'month':
      return today.slice(0, 7);
    case 'quarter':
      return `${year}-Q${Math.ceil(month / 3)}`;
    case 'year':
      return year;
  }
}

export interface Group {
  customers: number;
  returned: number;
}

/** z of the two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/**
 * The lift of an automation: the treated group's return rate less the holdout's, with its 95 %
 * confidence interval by the normal approximation of the difference of two independent proportions
 * (Wald: difference ± z·√(p₁(1−p₁)/n₁ + p₀(1−p₀)/n₀)); null while either group has fewer than
 * `minGroup` customers, too few for the approximation to say anything.
 */
export function liftOf(
  treated: Group,
  holdout: Group,
  minGroup = MIN_RESULT_GROUP,
): { difference: number; low: number; high: number } | null {
  if (treated.customers < Math.max(1, minGroup) || holdout.customers < Math.max(1, minGroup)) return null;
  const p1 = treated.returned / treated.customers;
  const p0 = holdout.returned / holdout.customers;
  const difference = p1 - p0;
  const margin = Z_95 * Math.sqrt((p1 * (1 - p1)) / treated.customers + (p0 * (1 - p0)) / holdout.customers);
  return { difference, low: difference - margin, high: difference + margin };
}
