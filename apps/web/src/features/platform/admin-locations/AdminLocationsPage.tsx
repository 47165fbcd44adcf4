import { EnvironmentOutlined } from '@ant-design/icons';
import type { AdminLocation } from '@premia/contract';
import { App, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { FIRST_PAGE, serverPagination } from '../../../ui/serverPaging';
import { type LocationsQuery, useAdminLocations } from './api';
import { ChangeCityModal } from './ChangeCityModal';
import { LocationFilters } from './LocationFilters';

/** /dashboard/admin/locations (admin, admin-enabled brand): every store's locations, a page at a time. */
export default function AdminLocationsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [query, setQuery] = useState<LocationsQuery>(FIRST_PAGE);
  const locations = useAdminLocations(query);
  const [changing, setChanging] = useState<AdminLocation | null>(null);

  function changed() {
    setChanging(null);
    notification.success({ title: t('adminLocations.cityChanged') });
  }

  return (
    <div>
      <PageHead title={t('adminLocations.title')} />
      <LocationFilters value={query} onChange={(filters) => setQuery({ ...query, ...filters, page: 1 })} />
      <LoadError query={locations} />
      {locations.error ? null : (
        <Card>
          <ResponsiveTable<AdminLocation>
            rowKey="id"
            loading={locations.isFetching}
            dataSource={locations.data?.locations}
            scroll={{ x: 760 }}
            pagination={{
              ...serverPagination(query, locations.data?.total),
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
      )}
      <ChangeCityModal location={changing} onClose={() => setChanging(null)} onSaved={changed} />
    </div>
  );
}
