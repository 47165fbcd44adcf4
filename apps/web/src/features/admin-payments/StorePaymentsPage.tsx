import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RowActions } from '../../app/RowActions';
import { usePageTitle } from '../../app/usePageTitle';
import { useFormat } from '../../format/useFormat';
import { AddPaymentModal } from './AddPaymentModal';
import {
  type AdminPayment,
  useAdminPlans,
  useConfirmStorePayment,
  useDeleteStorePayment,
  useStorePayments,
} from './api';
import './adminPayments.css';
import { LoadError } from '../../app/LoadError';
import { palette, tone } from '../../app/theme';

// Solid colours with white text: readable (WCAG AA), unlike the light presets.
const statusColor = {
  pending: tone.waiting,
  confirmed: palette.primary,
  cancelled: palette.neutral,
} as const;

/** /dashboard/admin/store/payments/:storeId (admin): a store's payments; confirm, add by hand, delete. */
export default function StorePaymentsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const storeId = Number(useParams().storeId);
  const { notification } = App.useApp();
  const payments = useStorePayments(storeId);
  const plans = useAdminPlans();
  const confirm = useConfirmStorePayment(storeId);
  const remove = useDeleteStorePayment(storeId);
  const [adding, setAdding] = useState(false);
  const store = payments.data?.store;
  const allowance = payments.data?.allowance;
  usePageTitle(store ? t('adminPayments.titleOf', { store: store.name }) : t('adminPayments.title'));
  const date = (iso: string | null) => (iso ? f.dateTime(iso) : '—');
  const failed = (title: string) => (error: Error) =>
    notification.error({ title, description: error.message });

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
            <Table<AdminPayment>
              rowKey="id"
              loading={payments.isPending}
              dataSource={payments.data?.payments ?? []}
              pagination={false}
              scroll={{ x: true }}
              locale={{ emptyText: t('adminPayments.empty') }}
              columns={[
                { title: t('adminPayments.date'), render: (_, p) => date(p.createdAt) },
                { title: t('adminPayments.plan'), render: (_, p) => p.plan?.name ?? '—' },
                { title: t('adminPayments.redemptions'), dataIndex: 'redemptions' },
                {
                  title: t('adminPayments.amount'),
                  render: (_, p) => f.money(p.amount, p.currencyCode),
                },
                {
                  title: t('adminPayments.state'),
                  render: (_, p) => (
                    <Tag color={statusColor[p.status]}>{t(`adminPayments.status.${p.status}`)}</Tag>
                  ),
                },
                {
                  title: t('adminPayments.how'),
                  render: (_, p) =>
                    [
                      p.method
                        ? t(`adminPayments.methods.${p.method}`)
                        : p.provider === 'paypal'
                          ? 'PayPal'
                          : t('adminPayments.manual'),
                      p.note,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                },
                {
                  title: t('adminPayments.actions'),
                  render: (_, p) =>
                    p.status === 'confirmed' ? (
                      date(p.confirmedAt)
                    ) : (
                      <RowActions
                        actions={[
                          ...(p.status === 'pending'
                            ? [
                                {
                                  key: 'confirm',
                                  icon: <CheckOutlined />,
                                  tooltip: t('adminPayments.confirm'),
                                  label: `${t('adminPayments.confirm')} ${p.plan?.name ?? ''} ${date(p.createdAt)}`,
                                  loading: confirm.isPending,
                                  onClick: () =>
                                    confirm.mutate(
                                      { paymentId: p.id },
                                      {
                                        onSuccess: (answer) => notification.success({ title: answer.m }),
                                        onError: failed(t('adminPayments.confirmFailed')),
                                      },
                                    ),
                                  confirm: {
                                    title: t('adminPayments.confirmQuestion', { n: p.redemptions }),
                                    okText: t('adminPayments.yes'),
                                    cancelText: t('adminPayments.no'),
                                  },
                                },
                              ]
                            : []),
                          {
                            key: 'delete',
                            icon: <DeleteOutlined />,
                            tooltip: t('adminPayments.delete'),
                            label: `${t('adminPayments.delete')} ${p.plan?.name ?? ''} ${date(p.createdAt)}`,
                            danger: true,
                            onClick: () =>
                              remove.mutate(p, {
                                onSuccess: (answer) => notification.success({ title: answer.m }),
                                onError: failed(t('adminPayments.deleteFailed')),
                              }),
                            confirm: {
                              title: t('adminPayments.deleteQuestion'),
                              okText: t('adminPayments.yes'),
                              cancelText: t('adminPayments.no'),
                            },
                          },
                        ]}
                      />
                    ),
                },
              ]}
            />
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
