import { GiftOutlined } from '@ant-design/icons';
import type { Reward } from '@premia/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { DeleteAction, EditAction } from '../../../ui/CardActions';

interface Props {
  reward: Reward;
  onEdit: () => void;
  onDelete: () => void;
}

/** One reward of the rewards screen: image, cost, state, limits, and its edit and delete buttons. */
export function RewardCard({ reward, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const from = reward.validFrom ? f.day(reward.validFrom) : null;
  const until = reward.validUntil ? f.day(reward.validUntil) : null;
  return (
    <Card
      data-testid="reward-card"
      cover={
        <div>
          <div className="rewards__cover">
            {reward.image ? <img src={reward.image} alt="" /> : <GiftOutlined aria-hidden="true" />}
          </div>
        </div>
      }
      actions={[
        <EditAction key="edit" section="rewards" name={reward.name} onClick={onEdit} />,
        <DeleteAction
          key="delete"
          section="rewards"
          name={reward.name}
          note={reward.redeemedCount > 0 ? t('rewards.archiveNote') : undefined}
          onConfirm={onDelete}
        />,
      ]}
    >
      <h2 className="rewards__name">{reward.name}</h2>
      <div className="rewards__cost">
        {t('rewards.cost', { count: reward.pointsCost, points: f.count(reward.pointsCost) })}
      </div>
      <span className={`rewards__status rewards__status--${reward.active ? 'on' : 'off'}`}>
        {reward.active ? t('rewards.isActive') : t('rewards.isInactive')}
      </span>
      {reward.description ? <p className="rewards__desc">{reward.description}</p> : null}
      <div className="rewards__meta">
        <span>
          {reward.stock === null
            ? t('rewards.noStockLimit')
            : t('rewards.stockLeft', { stock: reward.stock })}
        </span>
        {reward.limitPerCustomer !== null ? (
          <span>{t('rewards.limit', { limit: reward.limitPerCustomer })}</span>
        ) : null}
        <span>{t('rewards.redeemed', { n: reward.redeemedCount })}</span>
        {from || until ? <span>{t('rewards.valid', { from: from ?? '…', until: until ?? '…' })}</span> : null}
      </div>
    </Card>
  );
}
