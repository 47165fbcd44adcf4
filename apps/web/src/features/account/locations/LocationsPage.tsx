import { DeleteOutlined, EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { Location } from '@premia/contract';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useDeleteLocation, useLocations } from './api';
import { LocationModal, type LocationTarget } from './LocationModal';

/** /dashboard/locations (owner): list, add, edit, change city, delete. */
export default function LocationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('locations.title'));
  const { notification } = App.useApp();
  const locations = useLocations();
  const remove = useDeleteLocation();
  const [target, setTarget] = useState<LocationTarget>(null);

  function saved(message: string) {
    setTarget(null);
    notification.success({ title: message });
  }

  function removeLocation(location: Location) {
    remove.mutate(location, {
      onSuccess: () => notification.success({ title: t('locations.deleted') }),
      onError: (error) =>
        notification.error({ title: t('locations.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('locations.title')}</h1>
        <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
          {t('locations.add')}
        </Button>
      </Space>
      <LoadError query={locations} />
      {locations.error ? null : (
        <Card>
          <ResponsiveTable<Location>
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
                  <RowActions
                    actions={[
                      {
                        key: 'edit',
                        icon: <EditOutlined />,
                        tooltip: t('locations.edit'),
                        label: t('locations.edit'),
                        onClick: () => setTarget({ mode: 'edit', location: l }),
                      },
                      {
                        key: 'changeCity',
                        icon: <EnvironmentOutlined />,
                        tooltip: t('locations.changeCity'),
                        label: t('locations.changeCity'),
                        onClick: () => setTarget({ mode: 'city', location: l }),
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('locations.delete'),
                        label: t('locations.delete'),
                        danger: true,
                        onClick: () => removeLocation(l),
                        confirm: {
                          title: t('locations.confirmDelete'),
                          okText: t('locations.delete'),
                          cancelText: t('locations.cancel'),
                        },
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
      <LocationModal target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
