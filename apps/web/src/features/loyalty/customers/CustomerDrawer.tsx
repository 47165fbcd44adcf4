import type { Customer } from '@premia/contract';
import { Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { Ltr } from '../../../ui/Ltr';
import { LevelBadge } from '../levels';
import { useCustomer } from './api';
import { CustomerQr } from './CustomerQr';
import { CustomerStatement } from './CustomerStatement';
import { SendToCustomer } from './SendToCustomer';

interface Props {
  customer: Customer | null;
  onClose: () => void;
}

/** A customer's details, QR and statement (where the owner can reverse a movement). */
export function CustomerDrawer({ customer, onClose }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  // The balance lives in the customer's cached answer, which points changes rewrite.
  const shown = useCustomer(customer?.id ?? null).data?.customer ?? customer;

  return (
    <Drawer
      open={customer !== null}
      onClose={onClose}
      title={customer?.name}
      size={760}
      afterOpenChange={(open) => {
        if (!open) setPage(1);
      }}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {customer ? (
        <>
          <div className="customer-drawer__top">
            <Descriptions column={1} size="small" className="customer-drawer__facts">
              <Descriptions.Item label={t('customers.balance')}>
                <strong data-testid="drawer-balance">{f.count(shown?.balance ?? customer.balance)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.level')}>
                <LevelBadge level={customer.level} />
                {customer.level ? null : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.email')}>
                <Ltr breakable>{customer.email ?? '—'}</Ltr>
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.mobile')}>
                <Ltr>
                  {customer.mobile ? [customer.phoneCode, customer.mobile].filter(Boolean).join(' ') : '—'}
                </Ltr>
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.birthday')}>
                {customer.birthday ? f.day(customer.birthday) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.marketingConsent')}>
                {customer.marketingConsent ? t('customers.yes') : t('customers.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.location')}>
                {customer.registrationLocation?.name ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.createdAt')}>
                {f.dateTime(customer.createdAt)}
                {customer.createdBy ? ` · ${customer.createdBy.name}` : ''}
              </Descriptions.Item>
              {customer.notes ? (
                <Descriptions.Item label={t('customers.notes')}>{customer.notes}</Descriptions.Item>
              ) : null}
            </Descriptions>
            <CustomerQr clientCode={customer.clientCode} />
          </div>
          <SendToCustomer customer={customer} />
          <h3 className="customer-drawer__title">{t('customers.statement')}</h3>
          <CustomerStatement customerId={customer.id} page={page} onPage={setPage} />
        </>
      ) : null}
    </Drawer>
  );
}
