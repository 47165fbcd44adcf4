import { CloseCircleOutlined, CreditCardOutlined } from '@ant-design/icons';
import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { App, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { palette, tone } from '../../../ui/theme';
import { useCancelPayment, usePayments } from './api';

type Payment = RouteResponse<'/client/payment/get-all'>['payments'][number];
// Solid colours with white text: readable (WCAG AA), unlike the light presets.
const statusColor = {
  pending: tone.waiting,
  confirmed: palette.primary,
  cancelled: palette.neutral,
} as const;

/** The store's payments, newest first; a pending order can be paid at PayPal or cancelled. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const payments = usePayments();
  const cancel = useCancelPayment();
  const date = (iso: string | null) => (iso ? f.dateTime(iso) : '—');

  function cancelOrder(payment: Payment) {
    cancel.mutate(
      { paymentId: payment.id },
      {
        onSuccess: () => notification.success({ title: t('payments.orderCancelled') }),
        onError: (error) =>
          notification.error({ title: t('payments.cancelFailed'), description: error.message }),
      },
    );
  }

  const actionsOf = (p: Payment) =>
    p.status === 'pending' ? (
      <RowActions
        actions={[
          ...(p.approveUrl
            ? [
                {
                  key: 'pay',
                  icon: <CreditCardOutlined />,
                  tooltip: t('payments.payAtPaypal'),
                  label: t('payments.payAtPaypalNamed', { plan: p.plan?.name ?? '' }),
                  onClick: () => window.location.assign(p.approveUrl!),
                },
              ]
            : []),
          {
            key: 'cancel',
            icon: <CloseCircleOutlined />,
            tooltip: t('payments.cancelOrder'),
            label: t('payments.cancelOrderNamed', { plan: p.plan?.name ?? '' }),
            danger: true,
            loading: cancel.isPending && cancel.variables?.paymentId === p.id,
            onClick: () => cancelOrder(p),
            confirm: {
              title: t('payments.cancelConfirm'),
              description: t('payments.cancelConfirmText'),
              okText: t('payments.cancelOrder'),
              cancelText: t('payments.keepOrder'),
            },
          },
        ]}
      />
    ) : null;

  return (
    <Card title={<h2 className="payments__card-title">{t('payments.history')}</h2>} style={{ marginTop: 16 }}>
      {payments.error ? null : (
        <ScrollRegion label={t('payments.history')}>
          <ResponsiveTable<Payment>
            rowKey="id"
            loading={payments.isPending}
            dataSource={payments.data?.payments}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{
              emptyText: <span style={{ color: palette.textSecondary }}>{t('payments.noPayments')}</span>,
            }}
            columns={[
              { title: t('payments.date'), key: 'date', render: (_, p) => date(p.createdAt) },
              { title: t('payments.plan'), key: 'plan', render: (_, p) => p.plan?.name ?? '—' },
              { title: t('payments.redemptions'), dataIndex: 'redemptions' },
              {
                title: t('payments.amount'),
                key: 'amount',
                render: (_, p) => f.money(p.amount, p.currencyCode),
              },
              {
                title: t('payments.status'),
                key: 'status',
                render: (_, p) => <Tag color={statusColor[p.status]}>{t(`payments.status_${p.status}`)}</Tag>,
              },
              { title: t('payments.confirmedAt'), key: 'confirmedAt', render: (_, p) => date(p.confirmedAt) },
              { key: 'actions', render: (_, p) => actionsOf(p) },
            ]}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
