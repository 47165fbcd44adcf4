import { type OrderState, type OrderSummary, orderRoutes, orderStates } from '@premia/contract';
import { Card, DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { PageHead } from '../../../ui/PageHead';
import { useLocations } from '../../account/locations';
import { ActivityCustomerPicker } from '../../insight/activity';
import { type OrdersInput, useOrdersPage } from './api';
import { OrderDrawer } from './OrderDrawer';
import { orderColumns } from './orderColumns';
import '../shop.css';
import './orders.css';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { FIRST_PAGE, pagingOf, serverPagination } from '../../../ui/serverPaging';

interface Filters {
  state?: OrderState;
  days?: [Dayjs | null, Dayjs | null] | null;
  locationId?: number;
  customerId: number | null;
  number?: number | null;
}

const fields = formFields(orderRoutes['/client/orders/get-all'].input);

/** /dashboard/orders (owner, or employee with permStore): the shop's orders, filters, and one order's drawer. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const locations = useLocations().data?.locations ?? [];
  const [filters, setFilters] = useState<Filters>({ customerId: null });
  const [page, setPage] = useState(FIRST_PAGE);
  const [viewing, setViewing] = useState<number | null>(null);
  const [numberTyped, setNumberTyped] = useState<'read' | 'unread'>('read');
  const [from, to] = filters.days ?? [null, null];
  const input: OrdersInput = {
    ...page,
    ...(filters.state ? { state: filters.state } : {}),
    ...(from ? { from: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { to: to.format('YYYY-MM-DD') } : {}),
    ...(filters.locationId ? { locationId: filters.locationId } : {}),
    ...(filters.customerId ? { customerId: filters.customerId } : {}),
    ...(filters.number ? { number: filters.number } : {}),
  };
  const list = useOrdersPage(input);
  const filter = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <div>
      <PageHead title={t('orders.title')} />
      <Card>
        <div className="shop__filters">
          <Select<OrderState>
            allowClear
            value={filters.state}
            placeholder={t('orders.allStates')}
            aria-label={t('orders.state')}
            options={orderStates.map((s) => ({ value: s, label: t(`orders.state_${s}`) }))}
            onChange={(state) => filter({ state })}
          />
          <DatePicker.RangePicker
            value={filters.days ?? null}
            format="DD/MM/YYYY"
            aria-label={t('orders.dates')}
            onChange={(days) => filter({ days })}
          />
          <Select<number>
            allowClear
            value={filters.locationId}
            placeholder={t('orders.allLocations')}
            aria-label={t('orders.location')}
            options={locations.map((l) => ({ value: l.id, label: l.name }))}
            onChange={(locationId) => filter({ locationId })}
          />
          <ActivityCustomerPicker
            value={filters.customerId}
            onChange={(customerId) => filter({ customerId })}
          />
          <NumberInput
            {...fields.number.number}
            value={filters.number ?? null}
            placeholder={t('orders.number')}
            aria-label={t('orders.number')}
            status={numberTyped === 'unread' ? 'error' : undefined}
            onChange={(number) => {
              // Only an order's number filters; anything else stays typed, marked, until it is one.
              const whole =
                number === null || (typeof number === 'number' && Number.isInteger(number) && number > 0);
              setNumberTyped(whole ? 'read' : 'unread');
              if (whole) filter({ number });
            }}
          />
        </div>
        <LoadError query={list} />
        {list.error ? null : (
          <ResponsiveTable<OrderSummary>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.orders}
            scroll={{ x: 960 }}
            pagination={serverPagination(page, list.data?.total, (total) =>
              list.data?.more ? t('orders.totalMore', { n: total }) : t('orders.totalCount', { n: total }),
            )}
            onChange={(p) => setPage(pagingOf(p))}
            locale={{ emptyText: <span className="shop__muted">{t('orders.empty')}</span> }}
            columns={orderColumns(t, f, (o) => setViewing(o.id))}
          />
        )}
      </Card>
      <OrderDrawer orderId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
