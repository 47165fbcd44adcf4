import type { OrderMode } from '@premia/contract';
import { shippingCentsFor } from '@premia/contract/order-totals';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient, useWalletMutation, useWalletQuery, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { inputLimits } from '../../forms/inputLimits';
import { useTranslation } from '../../i18n/useTranslation';
import { attemptKeys } from './attemptKey';
import { CartLines } from './CartLines';
import { CheckoutSummary } from './CheckoutSummary';
import { cartTotals } from './cartTotals';
import { orderInput } from './checkoutOrder';
import { DeliveryChoice } from './DeliveryChoice';
import { useCartCheck } from './useCartCheck';
import { useShopCart } from './useShopCart';

const limits = inputLimits('/wallet/orders/place');

/**
 * The checkout: delivery to an address in one of the store's shipping zones, or pick-up at a location
 * (free); notes; payment on delivery or at pick-up; the total the customer confirms. A double tap or a
 * retry is one order (one Idempotency-Key per attempt); a refusal is said in the reader's language and
 * the cart is read again, so what changed shows.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { to, store } = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useShopCart();
  const check = useCartCheck(cart.lines);
  const info = useWalletQuery('/wallet/shop/info', {});
  const shop = info.data?.shop;
  const [chosenMode, setMode] = useState<OrderMode | null>(null);
  const [zoneId, setZoneId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [note, setNote] = useState('');
  const keyFor = useRef(attemptKeys()).current;
  const place = useWalletMutation('/wallet/orders/place', {
    idempotencyKey: keyFor,
    onSuccess: (answer) => {
      cart.clear();
      queryClient.invalidateQueries({ queryKey: walletKey('/wallet/orders/get-all') });
      queryClient.invalidateQueries({ queryKey: walletKey('/wallet/shop/products') });
      navigate(to('orders'), { state: { placed: answer.order.id } });
    },
    onError: () => {
      // Stock or prices changed meanwhile: read the cart's products again so the lines say what.
      queryClient.invalidateQueries({ queryKey: walletKey('/wallet/shop/product') });
    },
  });

  if (!shop) {
    return info.error ? (
      <div className="page">
        <FormError error={info.error} />
      </div>
    ) : (
      <div className="loading" role="status" aria-label={t('app.loading')} />
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="page">
        <h1>{t('checkout.title')}</h1>
        <p className="panel muted">{t('cart.empty')}</p>
        <Link to={to('shop')}>{t('shop.backToShop')}</Link>
      </div>
    );
  }

  const zones = shop.shippingCosts;
  const mode: OrderMode = chosenMode ?? (zones.length > 0 ? 'delivery' : 'pickup');
  const zone = zones.find((z) => z.id === (zoneId ?? zones[0]?.id));
  const location = shop.locations.find((l) => l.id === (locationId ?? shop.locations[0]?.id));
  const totals = cartTotals(check.lines, store);
  // Nothing at pick-up; the zone's cost, as the server will charge it, for a delivery.
  const shippingCents = shippingCentsFor(mode === 'delivery' ? zone : undefined, totals.subtotalCents);
  const totalCents = totals.subtotalCents + shippingCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.blocked || check.checking) return;
    place.mutate(orderInput({ lines: cart.lines, mode, zone, location, address, note, totalCents }));
  };

  return (
    <form className="page" onSubmit={submit}>
      <Link to={to('shop/cart')}>{t('checkout.backToCart')}</Link>
      <h1>{t('checkout.title')}</h1>
      {check.changed ? (
        <p className="notice" role="status">
          {t('cart.changed')}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="checkout-order">
        <h2 id="checkout-order">{t('checkout.order')}</h2>
        <CartLines check={check} cart={cart} editable={false} />
      </section>

      <DeliveryChoice
        shop={shop}
        mode={mode}
        onMode={setMode}
        zone={zone}
        onZone={setZoneId}
        location={location}
        onLocation={setLocationId}
        address={address}
        onAddress={setAddress}
        subtotalCents={totals.subtotalCents}
        shippingCents={shippingCents}
      />

      <label className="panel field">
        {t('checkout.note')}
        <textarea value={note} onChange={(e) => setNote(e.target.value)} {...limits.note} rows={3} />
      </label>

      <CheckoutSummary
        mode={mode}
        subtotalCents={totals.subtotalCents}
        shippingCents={shippingCents}
        totalCents={totalCents}
        points={totals.points}
      />

      <FormError error={place.error} />
      {check.blocked ? <p className="muted">{t('cart.fixFirst')}</p> : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={place.isPending || check.blocked || check.checking}
      >
        {place.isPending ? t('checkout.placing') : t('checkout.place')}
      </button>
    </form>
  );
}
