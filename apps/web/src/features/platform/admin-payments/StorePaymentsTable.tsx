import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { formatFor } from '@premia/client/format';
import { App, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { palette, tone } from '../../../ui/theme';
import { type AdminPayment, useConfirmStorePayment, useDeleteStorePayment, useStorePayments } from './api';

// Solid colours with white text: readable (WCAG AA), unlike the light presets.
const statusColor = {
  pending: tone.waiting,
  confirmed: palette.primary,
  cancelled: palette.neutral,
} as const;

/**
 * A store's payments for the admin: state, how it was paid; confirm a pending one, delete an unconfirmed
 * one. A card per payment on a phone (the table's seven columns scrolled sideways at 375 px).
 */
export function StorePaymentsTable({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const payments = useStorePayments(storeId);
  const confirm = useConfirmStorePayment(storeId);
  const remove = useDeleteStorePayment(storeId);
  // The store's zone, not the admin's browser's: the times the owner sees on their own page.
  const f = formatFor({ language: i18n.language, timeZone: payments.data?.store.timeZone });
  const date = (iso: string | null) => (iso ? f.dateTime(iso) : '—');
  const failed = (title: string) => (error: Error) =>
    notification.error({ title, description: error.message });

  return (
    <ResponsiveTable<AdminPayment>
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
          render: (_, p) => <Tag color={statusColor[p.status]}>{t(`adminPayments.status.${p.status}`)}</Tag>,
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
              t('adminPayments.confirmedOn', { date: date(p.confirmedAt) })
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
  );
}
