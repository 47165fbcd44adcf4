import { Link } from 'react-router';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { CartLines } from './CartLines';
import { cartTotals } from './cartTotals';
import { useCartCheck } from './useCartCheck';
import { useShopCart } from './useShopCart';

/** The cart: units per product (within the stock), what changed since they were added, the subtotal. */
export default function CartPage() {
  const { t } = useTranslation();
  const { to, store } = useStore();
  const format = useFormat();
  const cart = useShopCart();
  const check = useCartCheck(cart.lines);
  const totals = cartTotals(check.lines, store);

  return (
    <div className="page">
      <Link to={to('shop')}>{t('shop.backToShop')}</Link>
      <h1>{t('cart.title')}</h1>
      {cart.lines.length === 0 ? (
        <p className="panel muted">{t('cart.empty')}</p>
      ) : (
        <>
          {check.changed ? (
            <p className="notice" role="status">
              {t('cart.changed')}
            </p>
          ) : null}
          <FormError error={check.error} />
          <section className="panel">
            <CartLines check={check} cart={cart} editable />
            <p className="sum">
              <span>{t('cart.subtotal')}</span>
              <strong data-testid="cart-subtotal">{format.cents(totals.subtotalCents)}</strong>
            </p>
            {totals.points > 0 ? <p className="muted">{t('cart.points', { count: totals.points })}</p> : null}
          </section>
          {check.blocked ? <p className="muted">{t('cart.fixFirst')}</p> : null}
          {check.blocked ? (
            <button type="button" className="button button--primary" disabled>
              {t('cart.checkout')}
            </button>
          ) : (
            <Link className="button button--primary" to={to('shop/checkout')}>
              {t('cart.checkout')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
