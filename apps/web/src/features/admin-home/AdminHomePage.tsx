import { Alert, Card, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { useAdminFigures } from './api';
import './adminHome.css';

const MonthsChart = lazy(() => import('./MonthsChart'));

/** /dashboard/admin (admin): the platform's figures and its last 12 months. */
export default function AdminHomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('adminHome.title'));
  const figures = useAdminFigures();
  const f = figures.data;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const revenue = f?.thisMonth.revenue.length
    ? f.thisMonth.revenue.map((r) => `${r.amount.toFixed(2)} ${r.currencyCode}`).join(' · ')
    : '0.00';
  return (
    <div className="admin-home">
      <h1 className="admin-home__title">{t('adminHome.title')}</h1>
      {figures.error ? <Alert type="error" title={figures.error.message} showIcon /> : null}
      {!f ? (
        <Skeleton active />
      ) : (
        <>
          <div className="admin-home__kpis">
            <Card>
              <Statistic title={t('adminHome.activeStores')} value={number(f.stores.active)} />
              <p className="admin-home__note">
                {t('adminHome.storesNote', {
                  inactive: f.stores.inactive,
                  newThisMonth: f.stores.newThisMonth,
                })}
              </p>
            </Card>
            <Card>
              <Statistic title={t('adminHome.customers')} value={number(f.customers)} />
              <p className="admin-home__note">
                {t('adminHome.newCustomers', { n: f.thisMonth.newCustomers })}
              </p>
            </Card>
            <Card>
              <Statistic title={t('adminHome.pointsGiven')} value={number(f.thisMonth.pointsGiven)} />
              <p className="admin-home__note">
                {t('adminHome.pointsRedeemed', { n: number(f.thisMonth.pointsRedeemed) })}
              </p>
            </Card>
            <Card>
              <Statistic title={t('adminHome.redemptionsLeft')} value={number(f.redemptions.left)} />
              <p className="admin-home__note">
                {t('adminHome.redemptionsNote', {
                  bought: number(f.redemptions.bought),
                  used: number(f.redemptions.used),
                })}
              </p>
            </Card>
            <Card>
              <Statistic title={t('adminHome.revenue')} value={revenue} />
              <p className="admin-home__note">
                <Link to="/dashboard/admin/stores">{t('adminHome.pending', { n: f.pendingPayments })}</Link>
              </p>
            </Card>
          </div>
          <Card title={<h2 className="admin-home__card-title">{t('adminHome.months')}</h2>}>
            <Suspense fallback={<Skeleton active />}>
              <MonthsChart months={f.months} />
            </Suspense>
            <p className="admin-home__note">
              {f.rolledUpAt
                ? t('adminHome.rolledUpAt', { at: new Date(f.rolledUpAt).toLocaleString(i18n.language) })
                : null}
            </p>
          </Card>
        </>
      )}
    </div>
  );
}
