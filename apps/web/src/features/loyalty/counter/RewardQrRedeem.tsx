import type { Customer, Reward } from '@premia/contract';
import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRedeemReward } from '../rewards';

interface Props {
  /** The customer and reward a scanned reward QR named; null when none is waiting. */
  target: { customer: Customer; reward: Reward } | null;
  onClose: () => void;
}

/**
 * A reward QR scanned at the counter: the cashier confirms and the reward is redeemed like any other
 * (the server checks the balance, stock, limits and allowance then). The QR itself proves nothing.
 */
export function RewardQrRedeem({ target, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const give = useRedeemReward();
  return (
    <Modal
      open={target !== null}
      title={t('loyalty.rewardQrTitle')}
      okText={t('loyalty.redeem')}
      cancelText={t('loyalty.cancel')}
      confirmLoading={give.isPending}
      onCancel={onClose}
      onOk={() => {
        if (!target) return;
        give.mutate(
          { customerId: target.customer.id, rewardId: target.reward.id },
          {
            onSuccess: (answer) => {
              notification.success({ title: answer.m });
              onClose();
            },
            onError: (error) =>
              notification.error({ title: t('loyalty.redeemFailed'), description: error.message }),
          },
        );
      }}
    >
      {target ? (
        <p>
          {t('loyalty.confirmRedeem', { reward: target.reward.name, points: target.reward.pointsCost })}{' '}
          {t('loyalty.rewardQrFor', { customer: target.customer.name, balance: target.customer.balance })}
        </p>
      ) : null}
    </Modal>
  );
}
