import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AdminCity } from '@premia/contract';

import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';

interface Props {
  cities: AdminCity[] | undefined;
  loading: boolean;
  onEdit: (city: AdminCity) => void;
  onDelete: (city: AdminCity) => void;
}

const coordinate = (value: number) => value.toFixed(4);

/** The cities of one country: name, time zone, map point, how many locations. */
export function CityList({ cities, loading, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<AdminCity>
      rowKey="id"
      loading={loading}
      dataSource={cities}
      pagination={false}
      scroll={{ x: 720 }}
      columns={[
        { title: t('cities.name'), dataIndex: 'name' },
        { title: t('cities.timeZone'), dataIndex: 'timeZone' },
        {
          title: t('cities.point'),
          key: 'point',
          render: (_, c) => `${coordinate(c.latitude)}, ${coordinate(c.longitude)}`,
        },
        { title: t('cities.locations'), dataIndex: 'locationsCount' },
        {
          title: t('cities.actions'),
          key: 'actions',
          render: (_, c) => (
            <RowActions
              actions={[
                {
                  key: 'edit',
                  icon: <EditOutlined />,
                  tooltip: t('cities.edit'),
                  label: t('cities.editNamed', { name: c.name }),
                  onClick: () => onEdit(c),
                },
                {
                  key: 'delete',
                  icon: <DeleteOutlined />,
                  tooltip: t('cities.delete'),
                  label: t('cities.deleteNamed', { name: c.name }),
                  danger: true,
                  onClick: () => onDelete(c),
                  confirm: {
                    title: t('cities.confirmDelete'),
                    okText: t('cities.delete'),
                    cancelText: t('cities.cancel'),
                  },
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
