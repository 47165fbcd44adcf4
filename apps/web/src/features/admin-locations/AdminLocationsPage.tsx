import { EnvironmentOutlined } from '@ant-design/icons';
import type { AdminLocation } from '@premia/contract';
import { Alert, App, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../app/RowActions';
import { usePageTitle } from '../../app/usePageTitle';
import { type LocationsQuery, useAdminLocations } from './api';
import { ChangeCityModal } from './ChangeCityModal';
import { LocationFilters } from './LocationFilters';

/** /dashboard/admin/locations (admin, admin-enabled brand): every store's locations, a page at a time. */
export default function AdminLocationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminLocations.title'));
  const { notification } = App.useApp();
  const [query, setQuery] = useState<LocationsQuery>({ page: 1, pageSize: 20 });
  const locations = useAdminLocations(query);
  const [changing, setChanging] = useState<AdminLocation | null>(null);

  function changed() {
    setChanging(null);
    notification.success({ title: t('adminLocations.cityChanged') });
  }

  return (
    <div>
      <h1 style={{ margin: '0 0 16px', fontSize: 24 }}>{t('adminLocations.title')}</h1>
      <LocationFilters value={query} onChange={(filters) => setQuery({ ...query, ...filters, page: 1 })} />
      {locations.error ? (
        <Alert type="error" title={locations.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        <Table<AdminLocation>
          rowKey="id"
          loading={locations.isFetching}
          dataSource={locations.data?.locations}
          scroll={{ x: 760 }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: locations.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
          }}
          columns={[
            { title: t('adminLocations.store'), key: 'store', render: (_, l) => l.store.name },
            { title: t('adminLocations.location'), dataIndex: 'name' },
            { title: t('adminLocations.address'), key: 'address', render: (_, l) => l.address || '—' },
            { title: t('adminLocations.city'), key: 'city', render: (_, l) => l.city?.name ?? '—' },
            { title: t('adminLocations.country'), key: 'country', render: (_, l) => l.country.name },
            {
              title: t('adminLocations.actions'),
              key: 'actions',
              render: (_, l) => (
                <RowActions
                  actions={[
                    {
                      key: 'changeCity',
                      icon: <EnvironmentOutlined />,
                      tooltip: t('adminLocations.changeCity'),
                      label: t('adminLocations.changeCityOf', { name: l.name }),
                      onClick: () => setChanging(l),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <ChangeCityModal location={changing} onClose={() => setChanging(null)} onSaved={changed} />
    </div>
  );
}
