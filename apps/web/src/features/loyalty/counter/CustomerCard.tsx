import type { Customer } from '@premia/contract';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerQr } from '../customers';
import { LevelBadge } from '../levels';

interface Props {
  customer: Customer;
  onClose: () => void;
  className?: string;
}

/** Who is at the counter: name, client code, balance, level and QR. */
export function CustomerCard({ customer, onClose, className }: Props) {
  const { t } = useTranslation();
  return (
    <Card className={`counter-card ${className ?? ''}`} data-testid="customer-card">
      <div className="counter-card__body">
        <div className="counter-card__info">
          <h2 className="counter-card__name">{customer.name}</h2>
          <div className="counter-card__contact">
            {customer.mobile ? (
              <span>{[customer.phoneCode, customer.mobile].filter(Boolean).join(' ')}</span>
            ) : null}
            {customer.email ? <span>{customer.email}</span> : null}
          </div>
          <LevelBadge level={customer.level} />
          <div className="counter-card__balance" aria-live="polite">
            <span className="counter-card__balance-label">{t('loyalty.balance')}</span>
            <strong data-testid="customer-balance">{customer.balance}</strong>
            <span>{t('loyalty.points')}</span>
          </div>
          <Button onClick={onClose}>{t('loyalty.otherCustomer')}</Button>
        </div>
        <CustomerQr clientCode={customer.clientCode} size={120} />
      </div>
    </Card>
  );
}
