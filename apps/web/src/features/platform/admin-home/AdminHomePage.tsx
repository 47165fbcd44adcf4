import { Card, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAdminFigures } from './api';
import './adminHome.css';

const MonthsChart = lazy(() => import('./MonthsChart'));

/** /dashboard/admin (admin): the platform's figures and its last 12 months. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('adminHome.title'));
  const format = useFormat();
  const figures = useAdminFigures();
  const f = figures.data;
  const count = (v: string | number) => format.count(Number(v));
  const counted = (key: string, n: number) => t(key, { count: n, formatted: format.count(n) });
  const revenue = f?.thisMonth.revenue.length
    ? f.thisMonth.revenue.map((r) => format.money(r.amount, r.currencyCode)).join(' · ')
    : format.amount(0);
  return (
    <div className="admin-home">
      <h1 className="admin-home__title">{t('adminHome.title')}</h1>
      <LoadError query={figures} />
      {figures.error ? null : !f ? (
        <Skeleton active />
      ) : (
        <>
          <div className="admin-home__kpis">
            <Card>
              <Statistic title={t('adminHome.activeStores')} value={f.stores.active} formatter={count} />
              <p className="admin-home__note">
                {counted('adminHome.inactive', f.stores.inactive)} ·{' '}
                {counted('adminHome.newThisMonth', f.stores.newThisMonth)}
              </p>
            </Card>
            <Card>
              <Statistic title={t('adminHome.customers')} value={f.customers} formatter={count} />
              <p className="admin-home__note">
                {counted('adminHome.newThisMonth', f.thisMonth.newCustomers)}
              </p>
            </Card>
            <Card>
              <Statistic
                title={t('adminHome.pointsGiven')}
                value={f.thisMonth.pointsGiven}
                formatter={count}
              />
              <p className="admin-home__note">
                {counted('adminHome.pointsRedeemed', f.thisMonth.pointsRedeemed)}
              </p>
            </Card>
            <Card>
              <Statistic
                title={t('adminHome.redemptionsLeft')}
                value={f.redemptions.left}
                formatter={count}
              />
              <p className="admin-home__note">
                {t('adminHome.redemptionsNote', {
                  bought: format.count(f.redemptions.bought),
                  used: format.count(f.redemptions.used),
                })}
              </p>
            </Card>
            <Card>
              <Statistic title={t('adminHome.revenue')} value={revenue} />
              <p className="admin-home__note">
                <Link to="/dashboard/admin/stores">{counted('adminHome.pending', f.pendingPayments)}</Link>
              </p>
            </Card>
          </div>
          <Card title={<h2 className="admin-home__card-title">{t('adminHome.months')}</h2>}>
            <Suspense fallback={<Skeleton active />}>
              <MonthsChart months={f.months} />
            </Suspense>
            <p className="admin-home__note">
              {f.rolledUpAt ? t('adminHome.rolledUpAt', { at: format.dateTime(f.rolledUpAt) }) : null}
            </p>
          </Card>
        </>
      )}
    </div>
  );
}
