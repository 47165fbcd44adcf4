import type { Customer, Reward } from '@premia/contract';
import { App, Button, Card, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { useRedeemReward, useRewards } from '../rewards';
import { rewardsForCounter, unavailableReason } from './logic';

interface Props {
  customer: Customer;
  className?: string;
}

/** The active rewards; those the customer cannot take now (by the balance shown) are disabled, with the reason. */
export function RedeemList({ customer, className }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const rewards = useRewards(true);
  const give = useRedeemReward();
  const balance = customer.balance;

  function redeem(reward: Reward) {
    give.mutate(
      { customerId: customer.id, rewardId: reward.id },
      {
        onSuccess: (answer) => notification.success({ title: answer.m }),
        onError: (error) =>
          notification.error({ title: t('loyalty.redeemFailed'), description: error.message }),
      },
    );
  }

  const list = rewardsForCounter(rewards.data?.rewards ?? [], balance);
  return (
    <Card
      className={className}
      title={<h2 className="counter-section-title">{t('loyalty.redeemTitle')}</h2>}
      loading={rewards.isPending}
    >
      <LoadError query={rewards} />
      {list.length === 0 && rewards.isSuccess ? <Empty description={t('loyalty.noRewards')} /> : null}
      <ul className="counter-rewards">
        {list.map((reward) => {
          const reason = unavailableReason(balance, reward);
          return (
            <li key={reward.id} className="counter-rewards__item">
              <div className="counter-rewards__text">
                <span className="counter-rewards__name">{reward.name}</span>
                <span className="counter-rewards__meta">
                  {t('loyalty.pointsShort', { points: reward.pointsCost })}
                  {reward.stock !== null ? ` · ${t('loyalty.stock', { stock: reward.stock })}` : ''}
                  {reason === 'balance'
                    ? ` · ${t('loyalty.missing', { points: reward.pointsCost - balance })}`
                    : ''}
                </span>
              </div>
              <Popconfirm
                title={t('loyalty.confirmRedeem', {
                  reward: reward.name,
                  count: reward.pointsCost,
                  points: f.count(reward.pointsCost),
                })}
                okText={t('loyalty.redeem')}
                cancelText={t('loyalty.cancel')}
                onConfirm={() => redeem(reward)}
                disabled={reason !== null}
              >
                <Button
                  disabled={reason !== null || give.isPending}
                  aria-label={t('loyalty.redeemNamed', { reward: reward.name })}
                >
                  {t('loyalty.redeem')}
                </Button>
              </Popconfirm>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
