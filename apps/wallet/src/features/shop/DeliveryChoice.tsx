import type { OrderMode, WalletShop } from '@premia/contract';
import { useFormat } from '../../app/useFormat';
import { inputLimits } from '../../forms/inputLimits';
import { useTranslation } from '../../i18n/useTranslation';

type Shop = WalletShop;
type Zone = Shop['shippingCosts'][number];
type Location = Shop['locations'][number];

interface Props {
  shop: Shop;
  mode: OrderMode;
  onMode: (mode: OrderMode) => void;
  zone: Zone | undefined;
  onZone: (id: number) => void;
  location: Location | undefined;
  onLocation: (id: number) => void;
  address: string;
  onAddress: (address: string) => void;
  /** The order's products' total and what shipping costs for it, to say how far free shipping is. */
  subtotalCents: number;
  shippingCents: number;
}

const limits = inputLimits('/wallet/orders/place');

/** How the order reaches the customer: delivery to an address in a shipping zone, or pick-up at a location. */
export function DeliveryChoice({
  shop,
  mode,
  onMode,
  zone,
  onZone,
  location,
  onLocation,
  address,
  onAddress,
  subtotalCents,
  shippingCents,
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const zones = shop.shippingCosts;
  return (
    <fieldset className="panel form">
      <legend className="legend">{t('checkout.delivery')}</legend>
      {zones.length > 0 ? (
        <label className="check">
          <input type="radio" name="mode" checked={mode === 'delivery'} onChange={() => onMode('delivery')} />
          <span>{t('checkout.modeDelivery')}</span>
        </label>
      ) : null}
      <label className="check">
        <input type="radio" name="mode" checked={mode === 'pickup'} onChange={() => onMode('pickup')} />
        <span>{t('checkout.modePickup')}</span>
      </label>
      {mode === 'delivery' ? (
        <>
          <label className="field">
            {t('checkout.zone')}
            <select value={zone?.id ?? ''} onChange={(e) => onZone(Number(e.target.value))} required>
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
                    left: format.cents(zone.freeFromCents - subtotalCents),
                  })}
            </p>
          ) : null}
          <label className="field">
            {t('checkout.address')}
            <input
              value={address}
              onChange={(e) => onAddress(e.target.value)}
              {...limits.address}
              autoComplete="street-address"
              required
            />
          </label>
        </>
      ) : (
        <label className="field">
          {t('checkout.location')}
          <select value={location?.id ?? ''} onChange={(e) => onLocation(Number(e.target.value))} required>
            {shop.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.address ? `${l.name} — ${l.address}` : l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="muted">{mode === 'delivery' ? t('checkout.payOnDelivery') : t('checkout.payAtPickup')}</p>
    </fieldset>
  );
}
