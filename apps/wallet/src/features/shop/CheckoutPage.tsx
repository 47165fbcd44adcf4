import type { OrderMode, PlaceOrderInput } from '@premia/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient, useWalletMutation, useWalletQuery, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { attemptKeys } from './attemptKey';
import { CartLines } from './CartLines';
import { cartTotals } from './cartTotals';
import { useCartCheck } from './useCartCheck';
import { useShopCart } from './useShopCart';

/**
 * The checkout: delivery to an address in one of the store's shipping zones, or pick-up at a location
 * (free); notes; payment on delivery or at pick-up; the total the customer confirms. A double tap or a
 * retry is one order (one Idempotency-Key per attempt); a refusal is said in the reader's language and
 * the cart is read again, so what changed shows.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { to, store } = useStore();
  const format = useFormat();
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
  const shippingCents =
    mode === 'delivery' &&
    zone &&
    !(zone.freeFromCents !== null && totals.subtotalCents >= zone.freeFromCents)
      ? zone.costCents
      : 0;
  const totalCents = totals.subtotalCents + shippingCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.blocked || check.checking) return;
    const input: PlaceOrderInput = {
      items: cart.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      mode,
      ...(mode === 'delivery'
        ? { ...(zone ? { shippingCostId: zone.id } : {}), address: address.trim() }
        : { ...(location ? { locationId: location.id } : {}) }),
      note: note.trim() || null,
      expectedTotalCents: totalCents,
    };
    place.mutate(input);
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

      <fieldset className="panel form">
        <legend className="legend">{t('checkout.delivery')}</legend>
        {zones.length > 0 ? (
          <label className="check">
            <input
              type="radio"
              name="mode"
              checked={mode === 'delivery'}
              onChange={() => setMode('delivery')}
            />
            <span>{t('checkout.modeDelivery')}</span>
          </label>
        ) : null}
        <label className="check">
          <input type="radio" name="mode" checked={mode === 'pickup'} onChange={() => setMode('pickup')} />
          <span>{t('checkout.modePickup')}</span>
        </label>
        {mode === 'delivery' ? (
          <>
            <label className="field">
              {t('checkout.zone')}
              <select value={zone?.id ?? ''} onChange={(e) => setZoneId(Number(e.target.value))} required>
                {zones.map((z) => (
                  <option key={z.id} value={z.id}>
                    {t('checkout.zoneCost', { name: z.name, cost: format.cents(z.costCents) })}
                  </option>
                ))}
              </select>
            </label>
            {zone?.freeFromCents != null ? (
              <p className="muted" data-testid="free-shipping">
                {shippingCents === 0
                  ? t('checkout.freeReached', { from: format.cents(zone.freeFromCents) })
                  : t('checkout.freeFrom', {
                      from: format.cents(zone.freeFromCents),
                      left: format.cents(zone.freeFromCents - totals.subtotalCents),
                    })}
              </p>
            ) : null}
            <label className="field">
              {t('checkout.address')}
              <input
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                maxLength={300}
                autoComplete="street-address"
                required
              />
            </label>
          </>
        ) : (
          <label className="field">
            {t('checkout.location')}
            <select
              value={location?.id ?? ''}
              onChange={(e) => setLocationId(Number(e.target.value))}
              required
            >
              {shop.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.address ? `${l.name} — ${l.address}` : l.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="muted">
          {mode === 'delivery' ? t('checkout.payOnDelivery') : t('checkout.payAtPickup')}
        </p>
      </fieldset>

      <label className="panel field">
        {t('checkout.note')}
        <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={3} />
      </label>

      <section className="panel" aria-labelledby="checkout-total">
        <h2 id="checkout-total">{t('checkout.summary')}</h2>
        <p className="sum">
          <span>{t('cart.subtotal')}</span>
          <span>{format.cents(totals.subtotalCents)}</span>
        </p>
        <p className="sum">
          <span>{mode === 'delivery' ? t('checkout.shipping') : t('checkout.pickup')}</span>
          <span>{shippingCents > 0 ? format.cents(shippingCents) : t('checkout.free')}</span>
        </p>
        <p className="sum sum--total">
          <span>{t('checkout.total')}</span>
          <strong data-testid="checkout-total">{format.cents(totalCents)}</strong>
        </p>
        {totals.points > 0 ? <p className="muted">{t('checkout.points', { count: totals.points })}</p> : null}
      </section>

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
