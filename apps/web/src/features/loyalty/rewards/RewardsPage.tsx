import type { Reward } from '@premia/contract';
import { App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { useDeleteReward, useRewards } from './api';
import { RewardCard } from './RewardCard';
import { RewardModal, type RewardTarget } from './RewardModal';
import './rewards.css';

/** /dashboard/rewards (owner): the rewards as cards; create, edit, delete. */
export default function RewardsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const rewards = useRewards(false);
  const remove = useDeleteReward();
  const [target, setTarget] = useState<RewardTarget>(null);

  function removeReward(reward: Reward) {
    remove.mutate(reward, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) =>
        notification.error({ title: t('rewards.deleteFailed'), description: error.message }),
    });
  }

  const list = rewards.data?.rewards ?? [];
  return (
    <div>
      <PageHead
        title={t('rewards.title')}
        actions={
          <Button type="primary" onClick={() => setTarget('create')}>
            {t('rewards.add')}
          </Button>
        }
      />
      <LoadError query={rewards} />
      {rewards.isPending ? <Skeleton active /> : null}
      {rewards.isSuccess && list.length === 0 ? (
        <Card>
          <Empty description={t('rewards.empty')} />
        </Card>
      ) : null}
      <ul className="rewards__grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((reward) => (
          <li key={reward.id}>
            <RewardCard
              reward={reward}
              onEdit={() => setTarget(reward)}
              onDelete={() => removeReward(reward)}
            />
          </li>
        ))}
      </ul>
      <RewardModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </div>
  );
}
