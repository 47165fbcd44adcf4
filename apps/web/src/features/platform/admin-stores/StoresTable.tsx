import { Button, Dropdown, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../format/useFormat';
import { Ltr } from '../../../ui/Ltr';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { serverPagination } from '../../../ui/serverPaging';
import { palette } from '../../../ui/theme';
import type { AdminStore } from './api';

interface Props {
  stores: AdminStore[];
  total: number;
  /** The search matched more stores than it counted (total is then a floor). */
  more: boolean;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (store: AdminStore) => void;
  onDelete: (store: AdminStore) => void;
  onActivity: (store: AdminStore) => void;
  onDetail: (store: AdminStore) => void;
}

/** The stores list, one server page at a time. */
export function StoresTable({ stores, total, more, loading, page, pageSize, onPage, ...act }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  return (
    <ResponsiveTable<AdminStore>
      rowKey="id"
      loading={loading}
      dataSource={stores}
      scroll={{ x: true }}
      pagination={{
        ...serverPagination({ page, pageSize }, total, (n) =>
          t(more ? 'adminStores.totalMore' : 'adminStores.totalCount', { count: n, formatted: f.count(n) }),
        ),
        onChange: onPage,
      }}
      locale={{ emptyText: t('adminStores.empty') }}
      columns={[
        {
          title: t('adminStores.columns.name'),
          render: (_, s) => (
            <Button type="link" className="admin-stores__name" onClick={() => act.onDetail(s)}>
              {s.name}
            </Button>
          ),
        },
        { title: t('adminStores.columns.ruc'), render: (_, s) => s.ruc ?? '—' },
        { title: t('adminStores.columns.storeType'), render: (_, s) => s.storeType?.name ?? '—' },
        { title: t('adminStores.columns.country'), render: (_, s) => s.country.name },
        {
          title: t('adminStores.columns.owner'),
          render: (_, s) =>
            s.owner ? (
              <span>
                {s.owner.name}
                <br />
                <small>
                  <Ltr breakable>{s.owner.email}</Ltr>
                </small>
              </span>
            ) : (
              '—'
            ),
        },
        {
          title: t('adminStores.columns.active'),
          render: (_, s) => (
            <Tag color={s.active ? palette.primary : palette.neutral}>
              {s.active ? t('adminStores.filter.active') : t('adminStores.filter.inactive')}
            </Tag>
          ),
        },
        { title: t('adminStores.columns.customers'), dataIndex: 'customers', align: 'right' },
        { title: t('adminStores.columns.redeemLeft'), dataIndex: 'redeemLeft', align: 'right' },
        {
          key: 'actions',
          title: t('adminStores.columns.actions'),
          render: (_, s) => (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'edit', label: t('adminStores.actions.edit'), onClick: () => act.onEdit(s) },
                  { key: 'detail', label: t('adminStores.actions.detail'), onClick: () => act.onDetail(s) },
                  {
                    key: 'activity',
                    label: t('adminStores.actions.activity'),
                    onClick: () => act.onActivity(s),
                  },
                  {
                    key: 'payments',
                    label: t('adminStores.actions.payments'),
                    onClick: () => navigate(`/dashboard/admin/store/payments/${s.id}`),
                  },
                  {
                    key: 'delete',
                    danger: true,
                    label: t('adminStores.actions.delete'),
                    onClick: () => act.onDelete(s),
                  },
                ],
              }}
            >
              <Button size="small" aria-label={t('adminStores.actions.menu', { store: s.name })}>
                {t('adminStores.actions.open')}
              </Button>
            </Dropdown>
          ),
        },
      ]}
    />
  );
}
