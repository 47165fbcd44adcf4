import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useConfirmSubscription, useSubscribe, useSubscriptions } from './api';
import { useProviderReturn } from './useProviderReturn';
import './payments.css';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { palette, tone } from '../../../ui/theme';

type Subscription = RouteResponse<'/client/subscription/get-all'>['subscriptions'][number];
const stateColor = { enabled: palette.primary, disabled: tone.danger, absent: palette.neutral } as const;

/** /dashboard/recurringsubscription (owner): the subscription state of spec §4 and subscribing. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const f = useFormat();
  usePageTitle(t('subscription.title'));
  const { notification } = App.useApp();
  const list = useSubscriptions();
  const subscribe = useSubscribe();
  const { mutate: confirmSubscription } = useConfirmSubscription();
  const status = list.data?.status;

  const confirm = useCallback(
    (subscriptionId: number) =>
      confirmSubscription(
        { subscriptionId },
        {
          onSuccess: (answer) => notification.info({ title: answer.m }),
          onError: (error) =>
            notification.error({ title: t('subscription.failed'), description: error.message }),
        },
      ),
    [confirmSubscription, notification, t],
  );
  useProviderReturn('subscriptionId', confirm);

  function start() {
    subscribe.mutate(
      {},
      {
        onSuccess: (answer) => {
          if (answer.approveUrl) window.location.assign(answer.approveUrl);
          else notification.success({ title: answer.m });
        },
        onError: (error) =>
          notification.error({ title: t('subscription.failed'), description: error.message }),
      },
    );
  }

  const date = (iso: string | null) => (iso ? f.dateTime(iso) : '—');
  return (
    <div className="payments">
      <h1 className="payments__title">{t('subscription.title')}</h1>
      <LoadError query={list} />
      <Card loading={list.isPending}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {status ? (
            <div>
              <Tag color={stateColor[status]} data-testid="subscription-status">
                {t(`subscription.state_${status}`)}
              </Tag>
            </div>
          ) : null}
          {status ? <Typography.Paragraph>{t(`subscription.help_${status}`)}</Typography.Paragraph> : null}
          {status === 'disabled' ? (
            <Button type="primary" loading={subscribe.isPending} onClick={start}>
              {t('subscription.subscribe')}
            </Button>
          ) : null}
        </Space>
      </Card>
      <Card
        title={<h2 className="payments__card-title">{t('subscription.history')}</h2>}
        style={{ marginTop: 16 }}
      >
        {list.error ? null : (
          <ScrollRegion label={t('subscription.history')}>
            <ResponsiveTable<Subscription>
              rowKey="id"
              loading={list.isPending}
              dataSource={list.data?.subscriptions}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{
                emptyText: <span style={{ color: palette.textSecondary }}>{t('subscription.none')}</span>,
              }}
              columns={[
                { title: t('subscription.created'), key: 'created', render: (_, s) => date(s.createdAt) },
                {
                  title: t('subscription.status'),
                  key: 'status',
                  render: (_, s) => t(`subscription.status_${s.status}`),
                },
                {
                  title: t('subscription.activated'),
                  key: 'activated',
                  render: (_, s) => date(s.activatedAt),
                },
                {
                  title: t('subscription.cancelled'),
                  key: 'cancelled',
                  render: (_, s) => date(s.cancelledAt),
                },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
    </div>
  );
}
