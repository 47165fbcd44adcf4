import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Customer } from '@premia/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../format/useFormat';
import { download } from '../../../ui/csv';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useDebounced } from '../../../ui/useDebounced';
import { useStoreInfo } from '../../account/configuration';
import { allCustomers, type CustomerFilter, useCustomersPage, useDeleteCustomer } from './api';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomerFilters, type Filters, noFilters } from './CustomerFilters';
import { CustomerModal, type CustomerTarget } from './CustomerModal';
import { customerColumns, type Sort } from './customerColumns';
import { customersCsv } from './exportCustomers';
import { ReferralsCard } from './ReferralsCard';
import './customers.css';
import { FIRST_PAGE, pagingOf, serverPagination } from '../../../ui/serverPaging';
import { palette } from '../../../ui/theme';

/** /dashboard/customers (owner): the table, filters, create/edit, statement, delete, CSV export. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const store = useStoreInfo();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const q = useDebounced(filters.text.trim(), 300);
  const [sort, setSort] = useState<{ sort: Sort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(FIRST_PAGE);
  const [target, setTarget] = useState<CustomerTarget>(null);
  const [viewing, setViewing] = useState<Customer | null>(null);
  const remove = useDeleteCustomer();
  const exportCsv = useMutation<void, Error, CustomerFilter>({
    mutationFn: async (filter) => {
      const customers = await allCustomers(filter);
      download(`clientes-${dayjs().format('YYYY-MM-DD')}.csv`, customersCsv(customers, t));
    },
    onError: (error) =>
      notification.error({ title: t('customers.exportFailed'), description: error.message }),
  });

  const filter: CustomerFilter = {
    ...sort,
    ...(q ? { q } : {}),
    ...(filters.levelId ? { levelId: filters.levelId } : {}),
    ...(filters.locationId ? { locationId: filters.locationId } : {}),
    ...(filters.consent !== 'all' ? { marketingConsent: filters.consent === 'yes' } : {}),
  };
  const list = useCustomersPage({ ...filter, ...page });

  function removeCustomer(customer: Customer) {
    remove.mutate(customer, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) =>
        notification.error({ title: t('customers.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <PageHead
        title={t('customers.title')}
        actions={
          <Space wrap>
            <Button onClick={() => navigate('/dashboard/customerlevels')}>{t('customers.levels')}</Button>
            <Button icon={<UploadOutlined />} onClick={() => navigate('/dashboard/customers/bulk')}>
              {t('customers.bulk')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(filter)}
            >
              {t('customers.export')}
            </Button>
            <Button type="primary" onClick={() => setTarget('create')}>
              {t('customers.add')}
            </Button>
          </Space>
        }
      />
      <Card>
        <CustomerFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
        <LoadError query={list} />
        {list.error ? null : (
          <ResponsiveTable<Customer>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.customers}
            scroll={{ x: 900 }}
            pagination={serverPagination(page, list.data?.total, (total) =>
              t('customers.total', { count: total, total: f.count(total) }),
            )}
            onChange={(pagination, _filters, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const key = (s?.order ? s.columnKey : 'name') as Sort;
              const order = s?.order === 'descend' ? 'desc' : 'asc';
              if (key !== sort.sort || order !== sort.order) {
                setSort({ sort: key, order });
                setPage({ page: 1, pageSize: pagination.pageSize ?? 20 });
              } else {
                setPage(pagingOf(pagination));
              }
            }}
            locale={{
              emptyText: <span style={{ color: palette.textSecondary }}>{t('customers.empty')}</span>,
            }}
            columns={customerColumns(t, {
              sort,
              view: setViewing,
              edit: setTarget,
              remove: removeCustomer,
            })}
          />
        )}
      </Card>
      {store.data?.store.referralsOn ? <ReferralsCard /> : null}
      <CustomerModal
        target={target}
        defaultPhoneCode={store.data?.store.phoneCode}
        onClose={() => setTarget(null)}
        onSaved={(_, message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
      <CustomerDrawer customer={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
