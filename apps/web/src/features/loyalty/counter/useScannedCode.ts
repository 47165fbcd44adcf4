import type { Customer, Reward } from '@premia/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callOrThrow } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { useRewards } from '../rewards';
import { codeFromScan } from './logic';

interface Options {
  /** Opens the customer of the code at the counter. */
  pick: (customer: Customer) => void;
  /** Asks the cashier to choose among customers whose codes differ only in case, then goes on. */
  choose: (customers: Customer[], then: (customer: Customer) => void) => void;
  /** Asks the cashier to confirm the redemption a reward QR names. */
  onReward: (target: { customer: Customer; reward: Reward }) => void;
  canRedeem: boolean;
}

/**
 * What a scanned or typed code does (docs/SECURITY.md, "Card and reward QR"): the server reads it — a
 * signed QR of the wallet is checked (an expired one is refused with its message), a client code in any
 * case names every customer it may mean — then the customer opens at the counter; a reward QR or code
 * also asks to redeem the reward it names, when the user redeems.
 */
export function useScannedCode({ pick, choose, onReward, canRedeem }: Options) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const rewards = useRewards(true, canRedeem);

  return useCallback(
    async (raw: string) => {
      const code = codeFromScan(raw);
      try {
        const found = await callOrThrow('/client/customer/scan', { code });
        // A scanner can be quicker than the rewards' first load: wait for it rather than call the reward unknown.
        const list =
          found.rewardId !== null && canRedeem ? (rewards.data ?? (await rewards.refetch()).data) : undefined;
        const open = (customer: Customer) => {
          pick(customer);
          if (found.rewardId === null || !canRedeem) return;
          const reward = list?.rewards.find((r) => r.id === found.rewardId);
          if (reward) onReward({ customer, reward });
          else notification.warning({ title: t('loyalty.rewardQrUnknown') });
        };
        const [only] = found.customers;
        if (found.customers.length > 1) choose(found.customers, open);
        else if (only) open(only);
      } catch (error) {
        if (error instanceof ApiError && error.errorType === 'not-found') {
          notification.warning({ title: t('loyalty.codeNotFound', { code }) });
        } else if (error instanceof ApiError && error.errorType === 'validation') {
          // An expired or foreign QR: its message says what to ask the customer.
          notification.warning({ title: error.message });
        } else {
          notification.error({ title: t('loyalty.searchFailed'), description: (error as Error).message });
        }
      }
    },
    [notification, t, pick, choose, onReward, canRedeem, rewards],
  );
}
