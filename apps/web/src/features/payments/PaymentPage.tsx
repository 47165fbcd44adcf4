import { formatMoney, type BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, List, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';
import { usePageTitle } from '../../app/usePageTitle';
import { ScrollRegion } from './ScrollRegion';
import { useProviderReturn } from './useProviderReturn';
import './payments.css';

type Payment = RouteResponse<'/client/payment/get-all'>['payments'][number];
// Solid colours with white text: readable (WCAG AA), unlike the light presets.
const statusColor = { pending: '#92400e', confirmed: '#0f766e', cancelled: '#4b5563' } as const;

/** /dashboard/payment (owner): the redemption allowance, the packs to buy and the payments made. */
export default function PaymentPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('payments.title'));
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const payments = useRouteQuery('/client/payment/get-all', {});
  const plans = useRouteQuery('/general/payment/redemptions-costs', {});
  const [buying, setBuying] = useState<number | null>(null);
  const allowance = payments.data?.allowance;

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/payment/get-all') }),
    [queryClient],
  );

  const confirm = useCallback(
    async (paymentId: number) => {
      const result = await api('/client/payment/confirm', { paymentId });
      if (result.s === 'ok') notification.info({ title: result.m });
      else notification.error({ title: t('payments.failed'), description: result.m });
      await reload();
    },
    [notification, reload, t],
  );
  useProviderReturn('paymentId', confirm);

  async function buy(planId: number) {
    setBuying(planId);
    const result = await api('/client/payment/save', { planId });
    setBuying(null);
    if (result.s !== 'ok') return notification.error({ title: t('payments.failed'), description: result.m });
    if (result.approveUrl) {
      window.location.assign(result.approveUrl);
      return;
    }
    notification.success({ title: result.m });
    await reload();
  }

  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');
  return (
    <div className="payments">
      <h1 className="payments__title">{t('payments.title')}</h1>
      {payments.error ? <Alert type="error" title={payments.error.message} showIcon /> : null}
      <div className="payments__grid">
        <Card
          title={<h2 className="payments__card-title">{t('payments.allowance')}</h2>}
          loading={payments.isPending}
        >
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('payments.free')}>{allowance?.redeemFree}</Descriptions.Item>
            <Descriptions.Item label={t('payments.bought')}>{allowance?.redeemBought}</Descriptions.Item>
            <Descriptions.Item label={t('payments.total')}>{allowance?.total}</Descriptions.Item>
            <Descriptions.Item label={t('payments.used')}>{allowance?.used}</Descriptions.Item>
            <Descriptions.Item label={t('payments.left')}>
              <strong>{allowance?.left}</strong>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card
          title={<h2 className="payments__card-title">{t('payments.plans')}</h2>}
          loading={plans.isPending}
        >
          <List
            dataSource={plans.data?.plans}
            locale={{ emptyText: <span style={{ color: '#374151' }}>{t('payments.noPlans')}</span> }}
            renderItem={(plan) => (
              <List.Item
                actions={[
                  <Button
                    key="buy"
                    type="primary"
                    loading={buying === plan.id}
                    onClick={() => buy(plan.id)}
                    aria-label={`${t('payments.buy')} ${plan.name}`}
                  >
                    {t('payments.buy')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={plan.name}
                  description={t('payments.planLine', {
                    redemptions: plan.redemptions,
                    price: `${formatMoney(plan.price)} ${plan.currencyCode}`,
                  })}
                />
              </List.Item>
            )}
          />
        </Card>
      </div>
      <Card
        title={<h2 className="payments__card-title">{t('payments.history')}</h2>}
        style={{ marginTop: 16 }}
      >
        <ScrollRegion label={t('payments.history')}>
          <Table<Payment>
            rowKey="id"
            loading={payments.isPending}
            dataSource={payments.data?.payments}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: <span style={{ color: '#374151' }}>{t('payments.noPayments')}</span> }}
            columns={[
              { title: t('payments.date'), key: 'date', render: (_, p) => date(p.createdAt) },
              { title: t('payments.plan'), key: 'plan', render: (_, p) => p.plan?.name ?? '—' },
              { title: t('payments.redemptions'), dataIndex: 'redemptions' },
              {
                title: t('payments.amount'),
                key: 'amount',
                render: (_, p) => `${formatMoney(p.amount)} ${p.currencyCode}`,
              },
              {
                title: t('payments.status'),
                key: 'status',
                render: (_, p) => <Tag color={statusColor[p.status]}>{t(`payments.status_${p.status}`)}</Tag>,
              },
              { title: t('payments.confirmedAt'), key: 'confirmedAt', render: (_, p) => date(p.confirmedAt) },
            ]}
          />
        </ScrollRegion>
      </Card>
    </div>
  );
}
