import { Link } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useShopCart } from './useShopCart';

/** The shop's title with the ways to the customer's orders and cart (its units counted). */
export function ShopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const { to } = useStore();
  const cart = useShopCart();
  return (
    <div className="shopbar">
      <h1>{title}</h1>
      <div className="shopbar__links">
        <Link to={to('orders')}>{t('shop.myOrders')}</Link>
        <Link className="button shopbar__cart" to={to('shop/cart')} data-testid="cart-link">
          {t('shop.cartWithUnits', { count: cart.units })}
        </Link>
      </div>
    </div>
  );
}
