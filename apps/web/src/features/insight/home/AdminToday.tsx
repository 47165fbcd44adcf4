import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { useAdminFigures } from '../../platform/admin-home';

/** The banner's line for the platform admin: what waits for them (payments to confirm) and this month's new stores. */
export function AdminToday() {
  const { t } = useTranslation();
  const f = useFormat();
  const figures = useAdminFigures();
  if (!figures.data) {
    return figures.error ? (
      <LoadError className="load-error home__load-error" query={figures} />
    ) : (
      <Skeleton.Input active size="small" />
    );
  }
  const { pendingPayments, stores } = figures.data;
  return (
    <p className="home__today" data-testid="home-today">
      <Link to="/dashboard/admin/stores">
        {t('home.pendingPayments', { count: pendingPayments, formatted: f.count(pendingPayments) })}
      </Link>
      {' · '}
      {t('home.newStores', { count: stores.newThisMonth, formatted: f.count(stores.newThisMonth) })}
    </p>
  );
}
