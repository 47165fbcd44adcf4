import { keptText } from '@premia/client/system-text';
import type { WalletOrder } from '@premia/contract';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * One of the customer's orders: its number, date, state and total; opened, its lines, how it arrives
 * (address or location) and is paid, the customer's note, the points it gives (or gave), and every
 * change of state with its date.
 */
export function OrderCard({ order, open }: { order: WalletOrder; open: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <details className="panel order" open={open} data-testid={`order-${order.id}`}>
      <summary className="order__summary">
        <span className="order__title">
          <strong>{t('orders.number', { id: order.id })}</strong>
          <span className="muted">{format.dateTime(order.createdAt)}</span>
        </span>
        <span className={`state state--${order.state}`} data-testid="order-state">
          {t(`orders.state_${order.state}`)}
        </span>
        <strong className="order__total">{format.cents(order.totalCents)}</strong>
      </summary>

      <ul className="list" aria-label={t('orders.linesLabel', { id: order.id })}>
        {order.lines.map((line) => (
          <li key={line.productId ?? line.name} className="list__item">
            <span>
              {t('orders.line', { quantity: line.quantity, name: line.name })}
              <span className="muted"> · {format.cents(line.priceCents)}</span>
            </span>
            <span>{format.cents(line.totalCents)}</span>
          </li>
        ))}
        <li className="list__item">
          <span>
            {order.mode === 'delivery'
              ? t('orders.shipping', { zone: order.shippingName ?? '' })
              : t('checkout.pickup')}
          </span>
          <span>{order.shippingCents > 0 ? format.cents(order.shippingCents) : t('checkout.free')}</span>
        </li>
      </ul>

      <dl className="facts">
        <dt>{order.mode === 'delivery' ? t('orders.deliverTo') : t('orders.pickUpAt')}</dt>
        <dd>{order.mode === 'delivery' ? order.address : order.location?.name}</dd>
        <dt>{t('orders.payment')}</dt>
        <dd>{order.mode === 'delivery' ? t('orders.payOnDelivery') : t('orders.payAtPickup')}</dd>
        {order.customerNote ? (
          <>
            <dt>{t('orders.note')}</dt>
            <dd>{order.customerNote}</dd>
          </>
        ) : null}
        {order.points > 0 ? (
          <>
            <dt>{t('orders.points')}</dt>
            <dd data-testid="order-points">
              {order.pointsGiven
                ? t('orders.pointsGiven', { count: order.points })
                : order.state === 'cancelled'
                  ? t('orders.pointsNone')
                  : t('orders.pointsOnDelivery', { count: order.points })}
            </dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt>{t('orders.cancelReason')}</dt>
            <dd>
              {keptText(t, {
                text: order.cancelReason,
                code: order.cancelReasonCode,
                params: order.cancelReasonParams,
              })}
            </dd>
          </>
        ) : null}
      </dl>

      <h3 className="order__history">{t('orders.history')}</h3>
      <ol className="history">
        {order.events.map((e) => (
          <li key={`${e.state}-${e.createdAt}`}>
            <span className={`state state--${e.state}`}>{t(`orders.state_${e.state}`)}</span>{' '}
            <time dateTime={e.createdAt}>{format.dateTime(e.createdAt)}</time>
            {e.reason ? (
              <span className="muted">
                {' · '}
                {keptText(t, { text: e.reason, code: e.reasonCode, params: e.reasonParams })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
