import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useWalletQuery } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { maxUnits } from './cart';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';
import { StockState } from './StockState';
import { useShopCart } from './useShopCart';

/** One product: its photos, description, price, stock and points; units to add to the cart. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { to } = useStore();
  const productId = Number(useParams().productId);
  const found = useWalletQuery(
    '/wallet/shop/product',
    { productId },
    { enabled: Number.isInteger(productId) },
  );
  const cart = useShopCart();
  const [quantity, setQuantity] = useState(1);
  const [shown, setShown] = useState(0);
  const [added, setAdded] = useState(false);
  const product = found.data?.product;

  if (!product) {
    return (
      <div className="page">
        <Link to={to('shop')}>{t('shop.backToShop')}</Link>
        {found.error || !Number.isInteger(productId) ? (
          <FormError error={found.error} />
        ) : (
          <div className="loading" role="status" aria-label={t('app.loading')} />
        )}
      </div>
    );
  }
  const inCart = cart.quantityOf(product.id);
  const left = maxUnits(product.stock) - inCart;
  const image = product.images[shown] ?? product.images[0] ?? null;

  return (
    <div className="page">
      <Link to={to('shop')}>{t('shop.backToShop')}</Link>
      <article className="panel product">
        <ProductImage className="product__image" src={image} name={product.name} />
        {product.images.length > 1 ? (
          <fieldset className="thumbs" aria-label={t('shop.photos')}>
            {product.images.map((src, i) => (
              <button
                key={src}
                type="button"
                className="thumbs__button"
                aria-pressed={i === shown}
                aria-label={t('shop.photo', { n: i + 1 })}
                onClick={() => setShown(i)}
              >
                <img src={src} alt="" />
              </button>
            ))}
          </fieldset>
        ) : null}
        <h1>{product.name}</h1>
        <Price cents={product.priceCents} oldCents={product.oldPriceCents} />
        <StockState stock={product.stock} />
        {product.points > 0 ? (
          <p className="pill">{t('shop.pointsEach', { count: product.points })}</p>
        ) : null}
        {product.description ? <p className="product__description">{product.description}</p> : null}
        {left > 0 ? (
          <div className="product__buy">
            <QuantityStepper
              value={Math.min(quantity, left)}
              max={left}
              onChange={setQuantity}
              name={product.name}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={!cart.ready}
              onClick={() => {
                cart.add(product, Math.min(quantity, left));
                setQuantity(1);
                setAdded(true);
              }}
            >
              {t('shop.addToCart')}
            </button>
          </div>
        ) : product.stock !== 0 ? (
          <p className="muted">{t('shop.allInCart', { count: inCart })}</p>
        ) : null}
        <div aria-live="polite">
          {added ? (
            <p className="form__ok">
              {t('shop.added', { count: inCart })} <Link to={to('shop/cart')}>{t('shop.viewCart')}</Link>
            </p>
          ) : null}
        </div>
      </article>
    </div>
  );
}
