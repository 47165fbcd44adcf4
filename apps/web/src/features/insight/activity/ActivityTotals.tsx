import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import type { ActivityKind } from './logic';

interface Props {
  kind: ActivityKind;
  totals: { points: number; amount: number; count: number } | undefined;
  currency: string | undefined;
}

/** The filter's totals: how many, the points, and for purchases the amount. */
export function ActivityTotals({ kind, totals, currency }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = (value: string | number) => f.count(Number(value));
  return (
    <section className="activity__totals" aria-label={t('activity.totals')} data-testid="activity-totals">
      <Statistic
        title={kind === 'purchases' ? t('activity.countPurchases') : t('activity.countRedeemeds')}
        value={totals?.count ?? 0}
        formatter={count}
        loading={!totals}
      />
      <Statistic
        title={kind === 'purchases' ? t('activity.pointsGiven') : t('activity.pointsRedeemed')}
        value={totals ? Math.abs(totals.points) : 0}
        formatter={count}
        loading={!totals}
      />
      {kind === 'purchases' ? (
        <Statistic
          title={t('activity.amount')}
          value={totals ? f.money(totals.amount, currency) : ''}
          loading={!totals}
        />
      ) : null}
    </section>
  );
}
