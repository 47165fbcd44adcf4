import { useState } from 'react';
import { Link } from 'react-router';
import { useWalletQuery } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { Pager } from '../../app/Pager';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { ShopBar } from './ShopBar';
import { StockState } from './StockState';

const PAGE_SIZE = 20;

/** The products on sale now, by category, a page at a time: photo, price, stock and points. */
export default function Catalogue() {
  const { t } = useTranslation();
  const { to } = useStore();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const info = useWalletQuery('/wallet/shop/info', {});
  const list = useWalletQuery('/wallet/shop/products', {
    ...(categoryId === null ? {} : { productCategoryId: categoryId }),
    page,
    pageSize: PAGE_SIZE,
  });
  const categories = info.data?.shop.categories ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const choose = (id: number | null) => {
    setCategoryId(id);
    setPage(1);
  };

  return (
    <div className="page">
      <ShopBar title={t('shop.title')} />
      {categories.length > 0 ? (
        <fieldset className="chips" aria-label={t('shop.categories')}>
          <button
            type="button"
            className="chip"
            aria-pressed={categoryId === null}
            onClick={() => choose(null)}
          >
            {t('shop.allCategories')}
          </button>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              className="chip"
              aria-pressed={categoryId === c.id}
              onClick={() => choose(c.id)}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      <FormError error={list.error ?? info.error} />
      {list.isPending ? <div className="loading" role="status" aria-label={t('app.loading')} /> : null}
      {list.data && list.data.products.length === 0 ? <p className="panel muted">{t('shop.empty')}</p> : null}
      {list.data && list.data.products.length > 0 ? (
        <ul className="products" aria-label={t('shop.productsLabel')}>
          {list.data.products.map((p) => (
            <li key={p.id}>
              <Link className="product-tile" to={to(`shop/${p.id}`)}>
                <ProductImage className="product-tile__image" src={p.images[0] ?? null} name={p.name} />
                <span className="product-tile__name">{p.name}</span>
                <Price cents={p.priceCents} oldCents={p.oldPriceCents} />
                <StockState stock={p.stock} />
                {p.points > 0 ? (
                  <span className="product-tile__points">{t('shop.pointsEach', { count: p.points })}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        pages={pages}
        label={t('shop.pages')}
        back={t('shop.previous')}
        on={t('shop.next')}
        onPage={setPage}
      />
    </div>
  );
}
