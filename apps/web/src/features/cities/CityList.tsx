import type { AdminCity } from '@premia/contract';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';

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
    <Table<AdminCity>
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
            <Space wrap>
              <Button
                size="small"
                onClick={() => onEdit(c)}
                aria-label={t('cities.editNamed', { name: c.name })}
              >
                {t('cities.edit')}
              </Button>
              <Popconfirm
                title={t('cities.confirmDelete')}
                okText={t('cities.delete')}
                cancelText={t('cities.cancel')}
                onConfirm={() => onDelete(c)}
              >
                <Button size="small" danger aria-label={t('cities.deleteNamed', { name: c.name })}>
                  {t('cities.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
