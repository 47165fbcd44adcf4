import type { Format } from '@premia/client/format';
import type { OrderSummary } from '@premia/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { money } from '../../../format/money';
import { OrderStateTag } from './OrderStateTag';

export function orderColumns(
  t: TFunction,
  f: Format,
  view: (order: OrderSummary) => void,
): ColumnsType<OrderSummary> {
  return [
    { key: 'id', title: t('orders.number'), render: (_, o) => `#${o.id}`, width: 90 },
    { key: 'date', title: t('orders.date'), render: (_, o) => f.dateTime(o.createdAt) },
    {
      key: 'customer',
      title: t('orders.customer'),
      render: (_, o) => `${o.customer.name} (${o.customer.clientCode})`,
    },
    {
      key: 'delivery',
      title: t('orders.delivery'),
      render: (_, o) =>
        o.mode === 'delivery'
          ? `${t('orders.mode_delivery')} · ${o.shippingName ?? ''}`
          : `${t('orders.mode_pickup')} · ${o.location?.name ?? ''}`,
    },
    { key: 'items', title: t('orders.items'), dataIndex: 'itemsCount', width: 90 },
    { key: 'total', title: t('orders.total'), render: (_, o) => money(o.totalCents, f) },
    { key: 'state', title: t('orders.state'), render: (_, o) => <OrderStateTag state={o.state} /> },
    {
      key: 'actions',
      title: t('shop.actions'),
      render: (_, o) => (
        <Button size="small" onClick={() => view(o)} aria-label={t('orders.viewNamed', { id: o.id })}>
          {t('orders.view')}
        </Button>
      ),
    },
  ];
}
