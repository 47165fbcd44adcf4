import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AddPaymentModal } from './AddPaymentModal';
import { useAdminPlans, useStorePayments } from './api';
import { StorePaymentsTable } from './StorePaymentsTable';
import './adminPayments.css';

/** /dashboard/admin/store/payments/:storeId (admin): a store's payments; confirm, add by hand, delete. */
export default function StorePaymentsPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const { notification } = App.useApp();
  const payments = useStorePayments(storeId);
  const plans = useAdminPlans();
  const [adding, setAdding] = useState(false);
  const store = payments.data?.store;
  const allowance = payments.data?.allowance;
  usePageTitle(store ? t('adminPayments.titleOf', { store: store.name }) : t('adminPayments.title'));

  return (
    <div className="admin-payments">
      <div className="admin-payments__head">
        <div>
          <h1 className="admin-payments__title">
            {store ? t('adminPayments.titleOf', { store: store.name }) : t('adminPayments.title')}
          </h1>
          <Link to="/dashboard/admin/stores">{t('adminPayments.backToStores')}</Link>
        </div>
        <Button type="primary" onClick={() => setAdding(true)} disabled={!store}>
          {t('adminPayments.add')}
        </Button>
      </div>
      <LoadError query={payments} />
      {payments.error ? null : (
        <div className="admin-payments__grid">
          <Card
            loading={payments.isPending}
            title={<h2 className="admin-payments__card-title">{t('adminPayments.allowance')}</h2>}
          >
            {allowance ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('adminPayments.free')}>{allowance.redeemFree}</Descriptions.Item>
                <Descriptions.Item label={t('adminPayments.bought')}>
                  {allowance.redeemBought}
                </Descriptions.Item>
                <Descriptions.Item label={t('adminPayments.used')}>{allowance.used}</Descriptions.Item>
                <Descriptions.Item label={t('adminPayments.left')}>
                  <strong data-testid="admin-allowance-left">{allowance.left}</strong>
                </Descriptions.Item>
              </Descriptions>
            ) : null}
          </Card>
          <Card title={<h2 className="admin-payments__card-title">{t('adminPayments.list')}</h2>}>
            <StorePaymentsTable storeId={storeId} />
          </Card>
        </div>
      )}
      <AddPaymentModal
        storeId={storeId}
        plans={plans.data?.plans ?? []}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(message) => {
          setAdding(false);
          notification.success({ title: message });
        }}
      />
    </div>
  );
}
