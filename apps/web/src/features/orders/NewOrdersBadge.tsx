import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNewOrdersCount } from './api';

/** The sidebar's count of new orders beside "Pedidos" (only where the orders entry is shown). */
export function NewOrdersBadge() {
  const { t } = useTranslation();
  const count = useNewOrdersCount(true).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      count={count}
      overflowCount={99}
      style={{ marginLeft: 8, boxShadow: 'none' }}
      aria-label={t('orders.newBadge', { n: count })}
      data-testid="new-orders-badge"
    />
  );
}
