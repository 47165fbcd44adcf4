import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import type { rangeTotals } from './logic';

interface Props {
  totals: ReturnType<typeof rangeTotals>;
  currency: string | undefined;
}

/** The range's totals under the chart: points given and redeemed, purchases, new customers, redemptions. */
export function RangeTotals({ totals, currency }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <dl className="dashboard__totals" data-testid="range-totals">
      <div>
        <dt>{t('dashboard.pointsGiven')}</dt>
        <dd data-testid="total-points-given">{f.count(totals.pointsGiven)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.pointsRedeemed')}</dt>
        <dd data-testid="total-points-redeemed">{f.count(totals.pointsRedeemed)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.purchases')}</dt>
        <dd data-testid="total-purchases">{f.count(totals.purchases)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.purchasesAmount')}</dt>
        <dd data-testid="total-purchases-amount">{f.money(totals.purchasesAmount, currency)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.newCustomers')}</dt>
        <dd data-testid="total-new-customers">{f.count(totals.newCustomers)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.redemptions')}</dt>
        <dd data-testid="total-redemptions">{f.count(totals.redemptions)}</dd>
      </div>
    </dl>
  );
}
