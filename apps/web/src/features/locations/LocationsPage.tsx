import type { Location } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';
import { usePageTitle } from '../../app/usePageTitle';
import { LocationModal, type LocationTarget } from './LocationModal';

/** /dashboard/locations (owner): list, add, edit, change city, delete. */
export default function LocationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('locations.title'));
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const locations = useRouteQuery('/client/get-locations', {});
  const [target, setTarget] = useState<LocationTarget>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/get-locations') });

  async function saved(message: string) {
    await reload();
    setTarget(null);
    notification.success({ title: message });
  }

  async function remove(location: Location) {
    const result = await api('/client/location/delete', { locationId: location.id });
    if (result.s !== 'ok') {
      notification.error({ title: t('locations.deleteFailed'), description: result.m });
      return;
    }
    await reload();
    notification.success({ title: t('locations.deleted') });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('locations.title')}</h1>
        <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
          {t('locations.add')}
        </Button>
      </Space>
      {locations.error ? (
        <Alert type="error" title={locations.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        <Table<Location>
          rowKey="id"
          loading={locations.isPending}
          dataSource={locations.data?.locations}
          pagination={false}
          scroll={{ x: 720 }}
          columns={[
            { title: t('locations.name'), dataIndex: 'name' },
            { title: t('locations.address'), key: 'address', render: (_, l) => l.address || '—' },
            { title: t('locations.city'), key: 'city', render: (_, l) => l.city?.name ?? '—' },
            { title: t('locations.employees'), dataIndex: 'employeesCount' },
            {
              title: t('locations.actions'),
              key: 'actions',
              render: (_, l) => (
                <Space wrap>
                  <Button size="small" onClick={() => setTarget({ mode: 'edit', location: l })}>
                    {t('locations.edit')}
                  </Button>
                  <Button size="small" onClick={() => setTarget({ mode: 'city', location: l })}>
                    {t('locations.changeCity')}
                  </Button>
                  <Popconfirm
                    title={t('locations.confirmDelete')}
                    okText={t('locations.delete')}
                    cancelText={t('locations.cancel')}
                    onConfirm={() => remove(l)}
                  >
                    <Button size="small" danger>
                      {t('locations.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <LocationModal target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
