import { DownloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import type { Customer } from '@premia/contract';
import { Alert, App, Button, Card, Input, Popconfirm, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { usePageTitle } from '../../app/usePageTitle';
import { LevelBadge } from '../levels/LevelBadge';
import { useDebounced } from '../loyalty/useDebounced';
import { useRefreshLoyalty, useStoreInfo } from '../loyalty/useLoyalty';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomerModal, type CustomerTarget } from './CustomerModal';
import { download } from './csv';
import { customersCsv } from './exportCustomers';
import { allCustomers, type CustomerFilter, useCustomersPage, useLevels, useLocations } from './useCustomers';
import './customers.css';

type Sort = 'name' | 'balance' | 'createdAt';
type Consent = 'all' | 'yes' | 'no';

/** /dashboard/customers (owner): the table, filters, create/edit, statement, delete, CSV export. */
export default function CustomersPage() {
  const { t } = useTranslation();
  usePageTitle(t('customers.title'));
  const { notification } = App.useApp();
  const refresh = useRefreshLoyalty();
  const navigate = useNavigate();
  const store = useStoreInfo();
  const levels = useLevels();
  const locations = useLocations();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const [levelId, setLevelId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [consent, setConsent] = useState<Consent>('all');
  const [sort, setSort] = useState<{ sort: Sort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [target, setTarget] = useState<CustomerTarget>(null);
  const [viewing, setViewing] = useState<Customer | null>(null);
  const [exporting, setExporting] = useState(false);

  const filter: CustomerFilter = {
    ...sort,
    ...(q ? { q } : {}),
    ...(levelId ? { levelId } : {}),
    ...(locationId ? { locationId } : {}),
    ...(consent !== 'all' ? { marketingConsent: consent === 'yes' } : {}),
  };
  const list = useCustomersPage({ ...filter, ...page });
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage((p) => ({ ...p, page: 1 }));
    };

  async function remove(customer: Customer) {
    const result = await api('/client/customer/delete', { customerId: customer.id });
    if (result.s !== 'ok') {
      notification.error({ title: t('customers.deleteFailed'), description: result.m });
      return;
    }
    notification.success({ title: result.m });
    await refresh();
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const customers = await allCustomers(filter);
      download(`clientes-${dayjs().format('YYYY-MM-DD')}.csv`, customersCsv(customers, t));
    } catch (error) {
      notification.error({ title: t('customers.exportFailed'), description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div>
      <div className="customers__head">
        <h1 className="customers__title">{t('customers.title')}</h1>
        <Space wrap>
          <Button onClick={() => navigate('/dashboard/customerlevels')}>{t('customers.levels')}</Button>
          <Button icon={<UploadOutlined />} onClick={() => navigate('/dashboard/customers/bulk')}>
            {t('customers.bulk')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
            {t('customers.export')}
          </Button>
          <Button type="primary" onClick={() => setTarget('create')}>
            {t('customers.add')}
          </Button>
        </Space>
      </div>
      <Card>
        <div className="customers__filters">
          <Input
            allowClear
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage((p) => ({ ...p, page: 1 }));
            }}
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={t('loyalty.searchPlaceholder')}
            aria-label={t('customers.search')}
          />
          <Select<number | null>
            value={levelId}
            onChange={firstPage(setLevelId)}
            aria-label={t('customers.level')}
            options={[
              { value: null, label: t('customers.allLevels') },
              ...(levels.data?.levels.map((l) => ({ value: l.id, label: l.name })) ?? []),
            ]}
          />
          <Select<number | null>
            value={locationId}
            onChange={firstPage(setLocationId)}
            aria-label={t('customers.location')}
            options={[
              { value: null, label: t('customers.allLocations') },
              ...(locations.data?.locations.map((l) => ({ value: l.id, label: l.name })) ?? []),
            ]}
          />
          <Select<Consent>
            value={consent}
            onChange={firstPage(setConsent)}
            aria-label={t('customers.marketingConsent')}
            options={[
              { value: 'all', label: t('customers.consentAll') },
              { value: 'yes', label: t('customers.consentYes') },
              { value: 'no', label: t('customers.consentNo') },
            ]}
          />
        </div>
        {list.error ? (
          <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />
        ) : null}
        <Table<Customer>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.customers}
          scroll={{ x: 900 }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('customers.total', { total }),
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = (s?.order ? s.columnKey : 'name') as Sort;
            const order = s?.order === 'descend' ? 'desc' : 'asc';
            if (key !== sort.sort || order !== sort.order) {
              setSort({ sort: key, order });
              setPage({ page: 1, pageSize: pagination.pageSize ?? 20 });
            } else {
              setPage({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20 });
            }
          }}
          locale={{ emptyText: <span style={{ color: '#374151' }}>{t('customers.empty')}</span> }}
          columns={[
            {
              title: t('customers.code'),
              key: 'code',
              render: (_, c) => <span className="customers__code">{c.clientCode}</span>,
            },
            {
              title: t('customers.name'),
              key: 'name',
              sorter: true,
              sortOrder: sort.sort === 'name' ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
              render: (_, c) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(c)}>
                  {c.name}
                </Button>
              ),
            },
            {
              title: t('customers.contact'),
              key: 'contact',
              render: (_, c) => (
                <>
                  <div>{c.email ?? ''}</div>
                  <div>{c.mobile ? [c.phoneCode, c.mobile].filter(Boolean).join(' ') : ''}</div>
                </>
              ),
            },
            {
              title: t('customers.level'),
              key: 'level',
              render: (_, c) => <LevelBadge level={c.level} />,
            },
            {
              title: t('customers.balance'),
              key: 'balance',
              align: 'right',
              sorter: true,
              sortOrder: sort.sort === 'balance' ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
              render: (_, c) => <strong>{c.balance}</strong>,
            },
            {
              title: t('customers.createdAt'),
              key: 'createdAt',
              sorter: true,
              sortOrder: sort.sort === 'createdAt' ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
              render: (_, c) => dayjs(c.createdAt).format('DD/MM/YYYY'),
            },
            {
              title: t('customers.actions'),
              key: 'actions',
              render: (_, c) => (
                <Space wrap>
                  <Button
                    size="small"
                    onClick={() => setTarget(c)}
                    aria-label={t('customers.editNamed', { name: c.name })}
                  >
                    {t('customers.edit')}
                  </Button>
                  <Popconfirm
                    title={t('customers.confirmDelete')}
                    description={t('customers.confirmDeleteText')}
                    okText={t('customers.delete')}
                    cancelText={t('customers.cancel')}
                    onConfirm={() => remove(c)}
                  >
                    <Button size="small" danger aria-label={t('customers.deleteNamed', { name: c.name })}>
                      {t('customers.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <CustomerModal
        target={target}
        defaultPhoneCode={store.data?.store.phoneCode}
        onClose={() => setTarget(null)}
        onSaved={(_, message) => {
          setTarget(null);
          notification.success({ title: message });
          void refresh();
        }}
      />
      <CustomerDrawer customer={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
