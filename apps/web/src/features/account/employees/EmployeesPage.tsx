import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Employee } from '@premia/contract';
import { App, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { Ltr } from '../../../ui/Ltr';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { palette } from '../../../ui/theme';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useDeleteEmployee, useEmployees } from './api';
import { EmployeeModal } from './EmployeeModal';

const permissionKeys = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;

/** /dashboard/employees (owner): list; create, edit and delete in a modal (spec §2, §4). */
export default function EmployeesPage() {
  const { t } = useTranslation();
  usePageTitle(t('employees.title'));
  const { notification } = App.useApp();
  const employees = useEmployees();
  const remove = useDeleteEmployee();
  const [target, setTarget] = useState<'create' | Employee | null>(null);

  function saved(message: string) {
    setTarget(null);
    notification.success({ title: message });
  }

  function removeEmployee(employee: Employee) {
    remove.mutate(employee, {
      onSuccess: () => notification.success({ title: t('employees.deleted') }),
      onError: (error) =>
        notification.error({ title: t('employees.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('employees.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('employees.add')}
        </Button>
      </Space>
      <LoadError query={employees} />
      {employees.error ? null : (
        <Card>
          <ResponsiveTable<Employee>
            rowKey="id"
            loading={employees.isPending}
            dataSource={employees.data?.employees}
            pagination={false}
            scroll={{ x: 720 }}
            locale={{
              emptyText: <span style={{ color: palette.textSecondary }}>{t('employees.empty')}</span>,
            }}
            columns={[
              {
                title: t('employees.name'),
                key: 'name',
                render: (_, e) => `${e.first_name} ${e.last_name}`,
              },
              { title: t('employees.email'), key: 'email', render: (_, e) => <Ltr breakable>{e.email}</Ltr> },
              { title: t('employees.mobile'), key: 'mobile', render: (_, e) => <Ltr>{e.mobile ?? ''}</Ltr> },
              { title: t('employees.location'), key: 'location', render: (_, e) => e.location?.name ?? '—' },
              {
                title: t('employees.permissions'),
                key: 'permissions',
                render: (_, e) =>
                  permissionKeys
                    .filter((k) => e[k])
                    .map((k) => (
                      <Tag key={k} color={palette.primary}>
                        {t(`employees.${k}`)}
                      </Tag>
                    )),
              },
              {
                title: t('employees.actions'),
                key: 'actions',
                render: (_, e) => (
                  <RowActions
                    actions={[
                      {
                        key: 'edit',
                        icon: <EditOutlined />,
                        tooltip: t('employees.edit'),
                        label: `${t('employees.edit')} ${e.email}`,
                        onClick: () => setTarget(e),
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('employees.delete'),
                        label: `${t('employees.delete')} ${e.email}`,
                        danger: true,
                        onClick: () => removeEmployee(e),
                        confirm: {
                          title: t('employees.confirmDelete'),
                          okText: t('employees.delete'),
                          cancelText: t('employees.cancel'),
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
      <EmployeeModal target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
