import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { usePointsSeries, useStoreFigures } from '../dashboard';

/**
 * The banner's line for a store user: today's figures (the store's day, the last of the dashboard's
 * series, read once for both), or the next step while the store has no customer yet.
 */
export function StoreToday({ owner }: { owner: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const series = usePointsSeries(null);
  const figures = useStoreFigures();
  if (!series.data || !figures.data) {
    const failed = [series, figures].filter((read) => read.error);
    if (failed.length === 0) return <Skeleton.Input active size="small" />;
    // Said like the dashboard's figures below; the retry asks again for whatever failed.
    return (
      <LoadError
        className="load-error home__load-error"
        query={{
          error: failed[0]!.error,
          refetch: () => Promise.all(failed.map((read) => read.refetch())),
          isFetching: failed.some((read) => read.isFetching),
        }}
      />
    );
  }
  if (figures.data.storeMoreInfo.clientsAmount === 0) {
    return (
      <p className="home__today" data-testid="home-next-step">
        <strong>{t('home.nextStep')}</strong>{' '}
        {owner ? (
          <>
            <Link to="/dashboard/rewards">{t('home.firstRewards')}</Link>
            {' · '}
          </>
        ) : null}
        <Link to="/dashboard/loyalty">{t('home.firstCustomer')}</Link>
      </p>
    );
  }
  const today = series.data.data.find((d) => d.date === series.data.endDate);
  const n = (key: string, count: number) => t(key, { count, formatted: f.count(count) });
  return (
    <p className="home__today" data-testid="home-today">
      <strong>{t('home.today')}</strong>{' '}
      {[
        n('home.purchases', today?.purchases ?? 0),
        n('home.pointsGiven', today?.pointsGiven ?? 0),
        n('home.redemptions', today?.redemptions ?? 0),
        n('home.newCustomers', today?.newCustomers ?? 0),
      ].join(' · ')}
    </p>
  );
}
