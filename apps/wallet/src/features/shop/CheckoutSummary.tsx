import type { OrderMode } from '@premia/contract';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  mode: OrderMode;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  points: number;
}

/** What the customer confirms: subtotal, shipping or pick-up, the total and the points it earns. */
export function CheckoutSummary({ mode, subtotalCents, shippingCents, totalCents, points }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="panel" aria-labelledby="checkout-total">
      <h2 id="checkout-total">{t('checkout.summary')}</h2>
      <p className="sum">
        <span>{t('cart.subtotal')}</span>
        <span>{format.cents(subtotalCents)}</span>
      </p>
      <p className="sum">
        <span>{mode === 'delivery' ? t('checkout.shipping') : t('checkout.pickup')}</span>
        <span>{shippingCents > 0 ? format.cents(shippingCents) : t('checkout.free')}</span>
      </p>
      <p className="sum sum--total">
        <span>{t('checkout.total')}</span>
        <strong data-testid="checkout-total">{format.cents(totalCents)}</strong>
      </p>
      {points > 0 ? <p className="muted">{t('checkout.points', { count: points })}</p> : null}
    </section>
  );
}
