import { EditOutlined } from '@ant-design/icons';
import type { CountryItem } from '@premia/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { useCountries } from './api';
import { CountryModal } from './CountryModal';

/** The countries (name, code, phone code, currency), each editable. */
export function CountryList() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const countries = useCountries();
  const [editing, setEditing] = useState<CountryItem | null>(null);
  return (
    <>
      <ResponsiveTable<CountryItem>
        rowKey="id"
        loading={countries.isPending}
        dataSource={countries.data?.countries}
        pagination={false}
        scroll={{ x: 600 }}
        columns={[
          { title: t('countries.name'), dataIndex: 'name' },
          { title: t('countries.code'), dataIndex: 'countryCode' },
          { title: t('countries.phoneCode'), dataIndex: 'phoneCode' },
          { title: t('countries.currency'), dataIndex: 'currencyCode' },
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
                    onClick: () => setEditing(c),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <CountryModal
        country={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notification.success({ title: t('countries.updated') });
        }}
      />
    </>
  );
}
