import type { Customer } from '@premia/contract';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { LevelBadge } from '../levels/LevelBadge';

export type Sort = 'name' | 'balance' | 'createdAt';

interface Actions {
  sort: { sort: Sort; order: 'asc' | 'desc' };
  view: (customer: Customer) => void;
  edit: (customer: Customer) => void;
  remove: (customer: Customer) => void;
}

/** The customers table's columns: code, name (opens the statement), contact, level, balance, date, actions. */
export function customerColumns(
  t: TFunction,
  { sort, view, edit, remove }: Actions,
): TableColumnsType<Customer> {
  return [
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
        <Button type="link" style={{ padding: 0 }} onClick={() => view(c)}>
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
          <div className="ltr">{c.mobile ? [c.phoneCode, c.mobile].filter(Boolean).join(' ') : ''}</div>
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
            onClick={() => edit(c)}
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
  ];
}
