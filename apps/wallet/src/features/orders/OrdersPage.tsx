import { useState } from 'react';
import { Link } from 'react-router';
import { useWalletQuery } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { Pager } from '../../app/Pager';
import { useStore } from '../../app/StoreContext';
import { useArrivalNote } from '../../app/useArrivalNote';
import { useTranslation } from '../../i18n/useTranslation';
import { OrderCard } from './OrderCard';
import '../shop/shop.css';

const PAGE_SIZE = 10;

/**
 * The customer's orders, newest first: each one's number, date, state and total, opened for its lines,
 * delivery, notes, points and history. The order just placed comes open, with its confirmation.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { to, store } = useStore();
  // The order just placed, said once: a reload or a later visit shows the list as it is.
  const { placed } = useArrivalNote<{ placed: number }>();
  const [page, setPage] = useState(1);
  const list = useWalletQuery('/wallet/orders/get-all', { page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="page">
      <h1>{t('orders.title')}</h1>
      {placed ? (
        <p className="notice notice--ok" role="status">
          {t('orders.placed', { id: placed })}
        </p>
      ) : null}
      <FormError error={list.error} />
      {list.isPending ? <div className="loading" role="status" aria-label={t('app.loading')} /> : null}
      {data && data.orders.length === 0 ? (
        <div className="panel">
          <p className="muted">{t('orders.empty')}</p>
          {store.shopOpen ? <Link to={to('shop')}>{t('shop.backToShop')}</Link> : null}
        </div>
      ) : null}
      {data && data.orders.length > 0 ? (
        <ul className="cards" aria-label={t('orders.listLabel')}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} open={order.id === placed} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        pages={pages}
        label={t('orders.pages')}
        back={t('points.newer')}
        on={t('points.older')}
        onPage={setPage}
      />
    </div>
  );
}
