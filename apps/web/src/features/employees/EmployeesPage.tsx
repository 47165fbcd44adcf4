import type { Employee } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';
import { usePageTitle } from '../../app/usePageTitle';
import { EmployeeModal } from './EmployeeModal';

const permissionKeys = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;

/** /dashboard/employees (owner): list; create, edit and delete in a modal (spec §2, §4). */
export default function EmployeesPage() {
  const { t } = useTranslation();
  usePageTitle(t('employees.title'));
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const employees = useRouteQuery('/client/get-all-employees', {});
  const [target, setTarget] = useState<'create' | Employee | null>(null);

  const reload = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/get-all-employees') });

  async function saved(message: string) {
    await reload();
    setTarget(null);
    notification.success({ title: message });
  }

  async function remove(employee: Employee) {
    const result = await api('/client/employee/delete', { employeeId: employee.id });
    if (result.s !== 'ok') {
      notification.error({ title: t('employees.deleteFailed'), description: result.m });
      return;
    }
    await reload();
    notification.success({ title: t('employees.deleted') });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('employees.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('employees.add')}
        </Button>
      </Space>
      {employees.error ? (
        <Alert type="error" title={employees.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        <Table<Employee>
          rowKey="id"
          loading={employees.isPending}
          dataSource={employees.data?.employees}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: <span style={{ color: '#374151' }}>{t('employees.empty')}</span> }}
          columns={[
            {
              title: t('employees.name'),
              key: 'name',
              render: (_, e) => `${e.first_name} ${e.last_name}`,
            },
            { title: t('employees.email'), dataIndex: 'email' },
            { title: t('employees.mobile'), dataIndex: 'mobile' },
            { title: t('employees.location'), key: 'location', render: (_, e) => e.location?.name ?? '—' },
            {
              title: t('employees.permissions'),
              key: 'permissions',
              render: (_, e) =>
                permissionKeys
                  .filter((k) => e[k])
                  .map((k) => (
                    <Tag key={k} color="#0f766e">
                      {t(`employees.${k}`)}
                    </Tag>
                  )),
            },
            {
              title: t('employees.actions'),
              key: 'actions',
              render: (_, e) => (
                <Space>
                  <Button
                    size="small"
                    onClick={() => setTarget(e)}
                    aria-label={`${t('employees.edit')} ${e.email}`}
                  >
                    {t('employees.edit')}
                  </Button>
                  <Popconfirm
                    title={t('employees.confirmDelete')}
                    okText={t('employees.delete')}
                    cancelText={t('employees.cancel')}
                    onConfirm={() => remove(e)}
                  >
                    <Button size="small" danger aria-label={`${t('employees.delete')} ${e.email}`}>
                      {t('employees.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <EmployeeModal target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
