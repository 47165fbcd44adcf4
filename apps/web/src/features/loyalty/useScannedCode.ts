import { type Customer, parseClientCode, parseRewardQr, type Reward } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreInfo } from '../configuration/api';
import { findCustomers } from '../customers/api';
import { useRewards } from '../rewards/api';
import { customerWithCode } from './logic';

interface Options {
  /** Opens the customer of the code at the counter. */
  pick: (customer: Customer) => void;
  /** Asks the cashier to confirm the redemption a reward QR names. */
  onReward: (target: { customer: Customer; reward: Reward }) => void;
  canRedeem: boolean;
}

/**
 * What a scanned code does: a client code opens exactly that customer; a reward QR (docs/ARCHITECTURE.md,
 * "Reward QR") also asks to redeem the reward it names, when the store takes reward QRs and the user redeems.
 */
export function useScannedCode({ pick, onReward, canRedeem }: Options) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const store = useStoreInfo();
  const rewards = useRewards(true, canRedeem);

  return useCallback(
    async (scanned: string) => {
      const rewardQr = parseRewardQr(scanned);
      if (rewardQr && !store.data?.store.qrReward) {
        notification.warning({ title: t('loyalty.rewardQrOff') });
        return;
      }
      const code = rewardQr?.clientCode ?? scanned;
      try {
        // Only the customer with exactly this code: a loose search match could be someone else.
        const exact =
          parseClientCode(code) === null
            ? null
            : customerWithCode(await findCustomers(queryClient, code), code);
        if (!exact) {
          notification.warning({ title: t('loyalty.codeNotFound', { code }) });
          return;
        }
        pick(exact);
        if (!rewardQr || !canRedeem) return;
        const reward = rewards.data?.rewards.find((r) => r.id === rewardQr.rewardId);
        if (reward) onReward({ customer: exact, reward });
        else notification.warning({ title: t('loyalty.rewardQrUnknown') });
      } catch (error) {
        notification.error({ title: t('loyalty.searchFailed'), description: (error as Error).message });
      }
    },
    [notification, t, pick, onReward, queryClient, store.data, canRedeem, rewards.data],
  );
}
