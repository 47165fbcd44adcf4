import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Format } from '@premia/client/format';
import type { Product } from '@premia/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { money } from '../../../format/money';
import { RowActions } from '../../../ui/RowActions';
import { palette, tone } from '../../../ui/theme';

/** The products table's columns. */
export function productColumns(
  t: TFunction,
  f: Format,
  actions: { edit: (p: Product) => void; remove: (p: Product) => void },
): ColumnsType<Product> {
  return [
    {
      key: 'image',
      title: <span className="visually-hidden">{t('products.images')}</span>,
      width: 60,
      render: (_, p) =>
        p.images[0] ? (
          <img className="shop__thumb" src={p.images[0]} alt="" />
        ) : (
          <span className="shop__thumb" />
        ),
    },
    { key: 'name', title: t('shop.name'), dataIndex: 'name' },
    { key: 'category', title: t('products.category'), render: (_, p) => p.category?.name ?? '—' },
    {
      key: 'price',
      title: t('products.priceColumn'),
      render: (_, p) => (
        <>
          {money(p.priceCents, f)}
          {p.oldPriceCents !== null ? (
            <span className="shop__old-price">{money(p.oldPriceCents, f)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'stock',
      title: t('products.stock'),
      render: (_, p) =>
        p.stock === null ? (
          t('products.unlimited')
        ) : p.stock === 0 ? (
          <Tag color={tone.danger}>{t('products.soldOut')}</Tag>
        ) : (
          p.stock
        ),
    },
    { key: 'points', title: t('products.points'), dataIndex: 'points' },
    {
      key: 'active',
      title: t('products.active'),
      render: (_, p) =>
        p.active ? <Tag color={palette.primary}>{t('shop.yes')}</Tag> : <Tag>{t('shop.no')}</Tag>,
    },
    {
      key: 'actions',
      title: t('shop.actions'),
      render: (_, p) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              icon: <EditOutlined />,
              tooltip: t('shop.edit'),
              label: t('shop.editNamed', { name: p.name }),
              onClick: () => actions.edit(p),
            },
            {
              key: 'delete',
              icon: <DeleteOutlined />,
              tooltip: t('shop.delete'),
              label: t('shop.deleteNamed', { name: p.name }),
              danger: true,
              onClick: () => actions.remove(p),
              confirm: {
                title: t('products.confirmDelete'),
                okText: t('shop.delete'),
                cancelText: t('shop.cancel'),
              },
            },
          ]}
        />
      ),
    },
  ];
}
