import { useTranslation } from 'react-i18next';
import { MenuCount } from '../../../ui/MenuCount';
import { useNewOrdersCount } from './api';

/** The sidebar's count of new orders beside "Pedidos" (only where the orders entry is shown). */
export function NewOrdersBadge() {
  const { t } = useTranslation();
  const count = useNewOrdersCount(true).data?.count ?? 0;
  return <MenuCount count={count} label={t('orders.newBadge', { n: count })} testId="new-orders-badge" />;
}
