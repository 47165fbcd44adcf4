import { DeleteOutlined, EditOutlined, GiftOutlined } from '@ant-design/icons';
import type { Reward } from '@premia/contract';
import { Alert, App, Button, Card, Empty, Popconfirm, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useRouteQuery } from '../../api/useRouteQuery';
import { usePageTitle } from '../../app/usePageTitle';
import { useRefreshLoyalty } from '../loyalty/useLoyalty';
import { RewardModal, type RewardTarget } from './RewardModal';
import './rewards.css';

const date = (d: string | null) => (d ? dayjs(d).format('DD/MM/YYYY') : null);

/** /dashboard/rewards (owner): the rewards as cards; create, edit, delete. */
export default function RewardsPage() {
  const { t } = useTranslation();
  usePageTitle(t('rewards.title'));
  const { notification } = App.useApp();
  const rewards = useRouteQuery('/client/get-all-rewards', { onlyActive: false });
  const refresh = useRefreshLoyalty();
  const [target, setTarget] = useState<RewardTarget>(null);

  async function remove(reward: Reward) {
    const result = await api('/client/reward/delete', { rewardId: reward.id });
    if (result.s !== 'ok') {
      notification.error({ title: t('rewards.deleteFailed'), description: result.m });
      return;
    }
    notification.success({ title: result.m });
    await refresh();
  }

  const list = rewards.data?.rewards ?? [];
  return (
    <div>
      <div className="rewards__head">
        <h1 className="rewards__title">{t('rewards.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('rewards.add')}
        </Button>
      </div>
      {rewards.error ? (
        <Alert type="error" title={rewards.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      {rewards.isPending ? <Skeleton active /> : null}
      {!rewards.isPending && list.length === 0 ? (
        <Card>
          <Empty description={t('rewards.empty')} />
        </Card>
      ) : null}
      <ul className="rewards__grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((r) => {
          const from = date(r.validFrom);
          const until = date(r.validUntil);
          return (
            <li key={r.id}>
              <Card
                data-testid="reward-card"
                cover={
                  <div>
                    <div className="rewards__cover">
                      {r.image ? <img src={r.image} alt="" /> : <GiftOutlined aria-hidden="true" />}
                    </div>
                  </div>
                }
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    icon={<EditOutlined />}
                    onClick={() => setTarget(r)}
                    aria-label={t('rewards.editNamed', { name: r.name })}
                  >
                    {t('rewards.edit')}
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title={t('rewards.confirmDelete')}
                    description={r.redeemedCount > 0 ? t('rewards.archiveNote') : undefined}
                    okText={t('rewards.delete')}
                    cancelText={t('rewards.cancel')}
                    onConfirm={() => remove(r)}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('rewards.deleteNamed', { name: r.name })}
                    >
                      {t('rewards.delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <h2 className="rewards__name">{r.name}</h2>
                <div className="rewards__cost">{t('rewards.cost', { points: r.pointsCost })}</div>
                <span className={`rewards__status rewards__status--${r.active ? 'on' : 'off'}`}>
                  {r.active ? t('rewards.isActive') : t('rewards.isInactive')}
                </span>
                {r.description ? <p className="rewards__desc">{r.description}</p> : null}
                <div className="rewards__meta">
                  <span>
                    {r.stock === null
                      ? t('rewards.noStockLimit')
                      : t('rewards.stockLeft', { stock: r.stock })}
                  </span>
                  {r.limitPerCustomer !== null ? (
                    <span>{t('rewards.limit', { limit: r.limitPerCustomer })}</span>
                  ) : null}
                  <span>{t('rewards.redeemed', { n: r.redeemedCount })}</span>
                  {from || until ? (
                    <span>{t('rewards.valid', { from: from ?? '…', until: until ?? '…' })}</span>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <RewardModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
          void refresh();
        }}
      />
    </div>
  );
}
