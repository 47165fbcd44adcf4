import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { type Cart, type CartLine, maxUnits } from './cart';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';
import type { CartCheck, CheckedLine } from './useCartCheck';

/** Takes a line out of the cart: "Quitar" on screen, the product named for screen readers. */
function RemoveButton({ line, cart }: { line: CartLine; cart: Cart }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="link"
      aria-label={t('cart.remove', { name: line.name })}
      onClick={() => cart.remove(line.productId)}
    >
      {t('cart.removeShort')}
    </button>
  );
}

/**
 * What changed in a line since it was added: gone or sold out (remove it), fewer units left (keep what
 * is left), a new price (said; the total uses it).
 */
function LineProblem({ checked, cart }: { checked: CheckedLine; cart: Cart }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { line, now } = checked;
  if (checked.gone || (now && now.stock === 0)) {
    return (
      <div className="line__problem" role="note">
        <span>{checked.gone ? t('cart.gone') : t('cart.soldOut')}</span>
        <RemoveButton line={line} cart={cart} />
      </div>
    );
  }
  if (!now) return null;
  const left = now.stock ?? 0;
  return (
    <>
      {checked.short ? (
        <div className="line__problem" role="note">
          <span>{t('cart.short', { count: left })}</span>
          <button type="button" className="link" onClick={() => cart.setQuantity(line.productId, left)}>
            {t('cart.keepLeft', { count: left })}
          </button>
        </div>
      ) : null}
      {checked.priceChanged ? (
        <div className="line__problem line__problem--info" role="note">
          {t('cart.priceChanged', {
            before: format.cents(line.priceCents),
            now: format.cents(now.priceCents),
          })}
        </div>
      ) : null}
    </>
  );
}

/**
 * The cart's lines at the prices of now (the check's; the customer's own until read): photo, name,
 * unit price, units, line total, and what changed since they were added. `editable`: units can change.
 */
export function CartLines({ check, cart, editable }: { check: CartCheck; cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="list" aria-label={t('cart.linesLabel')}>
      {check.lines.map((checked) => {
        const { line, now } = checked;
        const price = now?.priceCents ?? line.priceCents;
        return (
          <li key={line.productId} className="line" data-testid="cart-line">
            <ProductImage className="line__image" src={line.image} name={line.name} />
            <div className="line__body">
              <strong>{line.name}</strong>
              <span className="muted">
                {t('cart.unitPrice', { price: format.cents(price) })}
                {editable ? '' : ` · ${t('cart.units', { count: line.quantity })}`}
              </span>
              {editable && !checked.gone ? (
                <div className="line__actions">
                  <QuantityStepper
                    value={line.quantity}
                    max={Math.max(line.quantity, maxUnits(now ? now.stock : line.stock))}
                    onChange={(n) => cart.setQuantity(line.productId, n)}
                    name={line.name}
                  />
                  <RemoveButton line={line} cart={cart} />
                </div>
              ) : null}
              <LineProblem checked={checked} cart={cart} />
            </div>
            <strong className="line__total">{format.cents(price * line.quantity)}</strong>
          </li>
        );
      })}
    </ul>
  );
}
