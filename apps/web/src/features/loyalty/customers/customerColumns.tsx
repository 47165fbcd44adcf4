import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Customer } from '@premia/contract';
import { Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Ltr } from '../../../ui/Ltr';
import { RowActions } from '../../../ui/RowActions';
import { LevelBadge } from '../levels';

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
          <div>
            <Ltr breakable>{c.email ?? ''}</Ltr>
          </div>
          <div>
            <Ltr>{c.mobile ? [c.phoneCode, c.mobile].filter(Boolean).join(' ') : ''}</Ltr>
          </div>
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
        <RowActions
          actions={[
            {
              key: 'edit',
              icon: <EditOutlined />,
              tooltip: t('customers.edit'),
              label: t('customers.editNamed', { name: c.name }),
              onClick: () => edit(c),
            },
            {
              key: 'delete',
              icon: <DeleteOutlined />,
              tooltip: t('customers.delete'),
              label: t('customers.deleteNamed', { name: c.name }),
              danger: true,
              onClick: () => remove(c),
              confirm: {
                title: t('customers.confirmDelete'),
                description: t('customers.confirmDeleteText'),
                okText: t('customers.delete'),
                cancelText: t('customers.cancel'),
              },
            },
          ]}
        />
      ),
    },
  ];
}
