import type { Customer } from '@premia/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestList, useCustomerPendingRequests } from '../requests';

/** The customer's pending reward requests, to confirm or reject at the counter; nothing when none. */
export function CounterRequests({ customer, className }: { customer: Customer; className?: string }) {
  const { t } = useTranslation();
  const requests = useCustomerPendingRequests(customer.id).data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card
      className={className}
      title={<h2 className="counter-section-title">{t('loyalty.customerRequests')}</h2>}
    >
      <RequestList requests={requests} showCustomer={false} />
    </Card>
  );
}
