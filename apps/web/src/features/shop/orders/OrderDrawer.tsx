import { keptText } from '@premia/client/system-text';
import { Descriptions, Drawer, Skeleton, Table, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../format/money';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { Ltr } from '../../../ui/Ltr';
import { useOrder } from './api';
import { OrderActions } from './OrderActions';
import { OrderNotes } from './OrderNotes';
import { OrderStateTag } from './OrderStateTag';

/** One order: customer, delivery, lines and totals, the state buttons, its history and internal notes. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useOrder(orderId);
  const order = query.data?.order;
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      title={orderId ? t('orders.orderNumber', { id: orderId }) : ''}
      size={720}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <LoadError query={query} />
      {query.isPending && orderId ? <Skeleton active /> : null}
      {order ? (
        <div className="orders__drawer">
          <div className="orders__state">
            <OrderStateTag state={order.state} />
            <span className="shop__muted">{f.dateTime(order.createdAt)}</span>
          </div>
          <OrderActions order={order} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('orders.customer')}>
              {order.customer.name} ({order.customer.clientCode})
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.contact')}>
              {order.customerEmail ? <Ltr breakable>{order.customerEmail}</Ltr> : null}
              {order.customerEmail && order.customerMobile ? ' · ' : null}
              {order.customerMobile ? <Ltr>{order.customerMobile}</Ltr> : null}
              {order.customerEmail || order.customerMobile ? null : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.delivery')}>
              {order.mode === 'delivery'
                ? `${t('orders.mode_delivery')}: ${order.shippingName ?? ''} — ${order.address ?? ''}`
                : `${t('orders.mode_pickup')}: ${order.location?.name ?? ''}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.payment')}>
              {order.mode === 'delivery' ? t('orders.payOnDelivery') : t('orders.payAtPickup')}
            </Descriptions.Item>
            {order.customerNote ? (
              <Descriptions.Item label={t('orders.customerNote')}>{order.customerNote}</Descriptions.Item>
            ) : null}
            {order.cancelReason ? (
              <Descriptions.Item label={t('orders.cancelReason')}>
                {keptText(t, {
                  text: order.cancelReason,
                  code: order.cancelReasonCode,
                  params: order.cancelReasonParams,
                })}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('orders.points')}>
              {order.points} {order.pointsGiven ? `(${t('orders.pointsGiven')})` : ''}
            </Descriptions.Item>
          </Descriptions>
          <Table
            rowKey={(line) => `${line.productId}-${line.name}`}
            size="small"
            pagination={false}
            dataSource={order.lines}
            columns={[
              { key: 'name', title: t('orders.product'), dataIndex: 'name' },
              { key: 'quantity', title: t('orders.quantity'), dataIndex: 'quantity' },
              { key: 'price', title: t('orders.unitPrice'), render: (_, l) => money(l.priceCents, f) },
              { key: 'total', title: t('orders.lineTotal'), render: (_, l) => money(l.totalCents, f) },
            ]}
            summary={() => (
              <>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    {t('orders.shipping')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>{money(order.shippingCents, f)}</Table.Summary.Cell>
                </Table.Summary.Row>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <strong>{t('orders.total')}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>
                    <strong data-testid="order-total">{money(order.totalCents, f)}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </>
            )}
          />
          <section aria-labelledby="order-history">
            <h3 id="order-history" className="orders__section">
              {t('orders.history')}
            </h3>
            <Timeline
              items={order.events.map((e) => ({
                content: (
                  <>
                    <OrderStateTag state={e.state} /> {f.dateTime(e.createdAt)} ·{' '}
                    {e.by ?? t('orders.byCustomer')}
                    {e.reason ? (
                      <div className="shop__muted">
                        {keptText(t, { text: e.reason, code: e.reasonCode, params: e.reasonParams })}
                      </div>
                    ) : null}
                  </>
                ),
              }))}
            />
          </section>
          <OrderNotes order={order} />
        </div>
      ) : null}
    </Drawer>
  );
}
