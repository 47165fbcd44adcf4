import { formatFor } from '@premia/client/format';
import { Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { palette } from '../../../ui/theme';
import { type AdminStore, useStoreDetail } from './api';

// The charts (recharts) load when a store's detail opens.
const StoreCharts = lazy(() => import('./StoreCharts'));

/** A store's detail: info, owner, locations, employees, allowance, plan, subscription, and its charts. */
export function StoreDetailDrawer({ store, onClose }: { store: AdminStore | null; onClose: () => void }) {
  return (
    <Drawer open={store !== null} onClose={onClose} title={store?.name} size="large" destroyOnHidden>
      {store ? <StoreDetail storeId={store.id} /> : null}
    </Drawer>
  );
}

function StoreDetail({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation();
  const detail = useStoreDetail(storeId);
  const s = detail.data?.store;
  if (detail.error) return <LoadError query={detail} />;
  if (!s) return <Skeleton active />;
  // The store's days in its own zone, whatever the admin's browser says.
  const f = formatFor({ language: i18n.language, timeZone: s.timeZone, currencyCode: s.currencyCode });
  const date = f.date;
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('adminStores.detail.state')}>
          <Tag color={s.active ? palette.primary : palette.neutral}>
            {s.active ? t('adminStores.filter.active') : t('adminStores.filter.inactive')}
          </Tag>
          {s.closedAt ? t('adminStores.detail.closedAt', { date: date(s.closedAt) }) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.columns.ruc')}>{s.ruc ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('adminStores.columns.storeType')}>
          {s.storeType?.name ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.columns.country')}>
          {s.country.name} · {s.currencyCode} · {s.timeZone}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.columns.owner')}>
          {s.owner ? `${s.owner.name} (${s.owner.email})` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.detail.locations')}>
          {s.locations.map((l) => l.name).join(', ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.detail.employees')}>
          {f.count(s.employees)}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.columns.customers')}>
          {f.count(s.customers)}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.detail.allowance')}>
          {t('adminStores.detail.allowanceText', s.allowance)}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.detail.plan')}>
          {s.lastPlan
            ? `${s.lastPlan.name} (${date(s.lastPlan.confirmedAt)})`
            : t('adminStores.detail.noPlan')}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.detail.subscription')}>
          {t(`adminStores.detail.subscriptionState.${s.subscription}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminStores.detail.createdAt')}>{date(s.createdAt)}</Descriptions.Item>
      </Descriptions>
      <p>
        <Link to={`/dashboard/admin/store/payments/${s.id}`}>{t('adminStores.actions.payments')}</Link>
      </p>
      <Suspense fallback={<Skeleton active />}>
        <StoreCharts storeId={s.id} />
      </Suspense>
    </>
  );
}
