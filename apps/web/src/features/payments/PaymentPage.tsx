import { CloseCircleOutlined, CreditCardOutlined } from '@ant-design/icons';
import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { App, Button, Card, Descriptions, List, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../app/LoadError';
import { RowActions } from '../../app/RowActions';
import { usePageTitle } from '../../app/usePageTitle';
import { useFormat } from '../../format/useFormat';
import { useBuyPlan, useCancelPayment, useConfirmPayment, usePayments, usePlans } from './api';
import { BuyPlanModal } from './BuyPlanModal';
import { ScrollRegion } from './ScrollRegion';
import { useProviderReturn } from './useProviderReturn';
import './payments.css';
import { palette, tone } from '../../app/theme';

type Payment = RouteResponse<'/client/payment/get-all'>['payments'][number];
type Plan = RouteResponse<'/general/payment/redemptions-costs'>['plans'][number];
// Solid colours with white text: readable (WCAG AA), unlike the light presets.
const statusColor = {
  pending: tone.waiting,
  confirmed: palette.primary,
  cancelled: palette.neutral,
} as const;

/** /dashboard/payment (owner): the redemption allowance, the packs to buy and the payments made. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  usePageTitle(t('payments.title'));
  const { notification } = App.useApp();
  const payments = usePayments();
  const plans = usePlans();
  const buy = useBuyPlan();
  const cancel = useCancelPayment();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const { mutate: confirmPayment } = useConfirmPayment();
  const allowance = payments.data?.allowance;

  const confirm = useCallback(
    (paymentId: number) =>
      confirmPayment(
        { paymentId },
        {
          onSuccess: (answer) => notification.info({ title: answer.m }),
          onError: (error) => notification.error({ title: t('payments.failed'), description: error.message }),
        },
      ),
    [confirmPayment, notification, t],
  );
  useProviderReturn('paymentId', confirm);

  function buyPlan(plan: Plan) {
    buy.mutate(
      { planId: plan.id },
      {
        onSuccess: (answer) => {
          setChosen(null);
          if (answer.approveUrl) window.location.assign(answer.approveUrl);
          else
            notification.success({
              title: answer.existing ? t('payments.orderedBefore') : t('payments.ordered'),
              description: t('payments.payByHandAfter'),
            });
        },
      },
    );
  }

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

  const pendingPlans = new Set(
    (payments.data?.payments ?? []).filter((p) => p.status === 'pending').map((p) => p.plan?.id),
  );

  const date = (iso: string | null) => (iso ? f.dateTime(iso) : '—');
  return (
    <div className="payments">
      <h1 className="payments__title">{t('payments.title')}</h1>
      <LoadError query={payments} />
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
              <strong data-testid="allowance-left">{allowance?.left}</strong>
            </Descriptions.Item>
          </Descriptions>
          {payments.data?.manualInstructions ? (
            <div className="payments__instructions">
              <h3>{t('payments.manualInstructions')}</h3>
              <p>{payments.data.manualInstructions}</p>
            </div>
          ) : null}
        </Card>
        <Card
          title={<h2 className="payments__card-title">{t('payments.plans')}</h2>}
          loading={plans.isPending}
        >
          <LoadError query={plans} />
          {plans.error ? null : (
            <List
              dataSource={plans.data?.plans}
              locale={{
                emptyText: <span style={{ color: palette.textSecondary }}>{t('payments.noPlans')}</span>,
              }}
              renderItem={(plan) => (
                <List.Item
                  actions={[
                    <Button
                      key="buy"
                      type="primary"
                      onClick={() => {
                        buy.reset();
                        setChosen(plan);
                      }}
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
                      price: f.money(plan.price, plan.currencyCode),
                    })}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </div>
      <Card
        title={<h2 className="payments__card-title">{t('payments.history')}</h2>}
        style={{ marginTop: 16 }}
      >
        {payments.error ? null : (
          <ScrollRegion label={t('payments.history')}>
            <Table<Payment>
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
                  render: (_, p) => (
                    <Tag color={statusColor[p.status]}>{t(`payments.status_${p.status}`)}</Tag>
                  ),
                },
                {
                  title: t('payments.confirmedAt'),
                  key: 'confirmedAt',
                  render: (_, p) => date(p.confirmedAt),
                },
                {
                  key: 'actions',
                  render: (_, p) =>
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
                    ) : null,
                },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
      <BuyPlanModal
        plan={chosen}
        manualInstructions={payments.data?.manualInstructions ?? null}
        pending={chosen !== null && pendingPlans.has(chosen.id)}
        busy={buy.isPending}
        error={buy.error?.message ?? null}
        onConfirm={buyPlan}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
