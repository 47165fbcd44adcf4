import {
  DeleteOutlined,
  KeyOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import {
  platformWebhookEvents,
  type StoreWebhookEvent,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookEvents,
} from '@premia/contract';
import { Alert, App, Button, Card, Checkbox, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { tone } from '../../../ui/theme';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useReplayWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
  type WebhookScope,
} from './api';
import './WebhooksPage.css';

interface NewEndpoint {
  url: string;
  events: WebhookEvent[];
}

/**
 * /dashboard/webhooks (owner; from Configuración): the store's webhook endpoints (issue 35 §1). Register
 * one with its address and events (the signing secret shown once, with copy), turn it off or on, delete
 * it, and read its delivery log (each try's answer) with a replay per delivery. Lists are cards on
 * phones (ResponsiveTable): nothing scrolls sideways at 375 px.
 */
export default function WebhooksPage() {
  return <WebhooksScreen scope="store" />;
}

/**
 * The screen of either scope: the store's endpoints (the owner's page above) or the platform's
 * (/dashboard/admin/webhooks, AdminWebhooksPage), whose events are the platform's.
 */
export function WebhooksScreen({ scope }: { scope: WebhookScope }) {
  const { t } = useTranslation();
  const platform = scope === 'platform';
  const title = platform ? t('webhooks.platformTitle') : t('webhooks.title');
  usePageTitle(title);
  const { notification } = App.useApp();
  const endpoints = useWebhooks(scope);
  const create = useCreateWebhook(scope);
  const update = useUpdateWebhook(scope);
  const remove = useDeleteWebhook(scope);
  const rotate = useRotateWebhookSecret(scope);
  const events: readonly WebhookEvent[] = platform ? platformWebhookEvents : webhookEvents;
  const [form] = Form.useForm<NewEndpoint>();
  const [shown, setShown] = useState<number | null>(null);
  const failed = (error: Error) =>
    notification.error({ title: t('webhooks.failed'), description: error.message });
  const said = (answer: { m: string }) => notification.success({ title: answer.m });
  const fresh = create.data && !remove.isSuccess ? create.data : null;
  const rotated = rotate.data && !remove.isSuccess ? rotate.data : null;
  const shownEndpoint = endpoints.data?.endpoints.find((e) => e.id === shown) ?? null;

  function submit(values: NewEndpoint) {
    remove.reset();
    // The platform's events go to the admin's route, which takes them (api.ts types both as the owner's).
    create.mutate(
      { url: values.url, events: values.events as StoreWebhookEvent[] },
      {
        onSuccess: (answer) => {
          form.resetFields();
          setShown(answer.endpoint.id);
        },
        onError: failed,
      },
    );
  }

  const stateOf = (e: WebhookEndpoint) =>
    e.enabled ? (
      <Tag color={tone.done}>{t('webhooks.on')}</Tag>
    ) : e.disabledReason === 'failing' ? (
      <Tag color={tone.danger}>{t('webhooks.offFailing')}</Tag>
    ) : (
      <Tag color={tone.off}>{t('webhooks.off')}</Tag>
    );

  return (
    <div className="webhooks">
      <h1 className="webhooks__title">{title}</h1>
      <Typography.Paragraph>
        {platform ? t('webhooks.platformIntro') : t('webhooks.intro')}
      </Typography.Paragraph>
      <Card title={<h2 className="webhooks__card-title">{t('webhooks.newSection')}</h2>}>
        <Form<NewEndpoint>
          form={form}
          name="webhook"
          layout="vertical"
          onFinish={submit}
          initialValues={{ events: [platform ? 'store.created' : 'points.earned'] }}
        >
          <Form.Item
            name="url"
            label={t('webhooks.url')}
            extra={t('webhooks.urlHelp')}
            rules={[
              { required: true, whitespace: true, message: t('webhooks.urlRequired') },
              { pattern: /^https?:\/\/\S+$/i, message: t('webhooks.urlFormat') },
            ]}
          >
            <Input maxLength={500} inputMode="url" placeholder="https://example.com/premia" />
          </Form.Item>
          <Form.Item
            name="events"
            label={t('webhooks.events')}
            // A validator, not `required`: antd would put aria-required on the group's div, which ARIA refuses.
            rules={[
              {
                validator: (_, value?: WebhookEvent[]) =>
                  value?.length ? Promise.resolve() : Promise.reject(new Error(t('webhooks.eventsRequired'))),
              },
            ]}
          >
            <Checkbox.Group className="webhooks__events" role="group">
              {events.map((event) => (
                <Checkbox key={event} value={event}>
                  {t(`webhooks.event.${event}`)} <Typography.Text type="secondary">{event}</Typography.Text>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('webhooks.create')}
          </Button>
        </Form>
        {fresh ? (
          <Alert
            className="webhooks__secret"
            type="warning"
            showIcon
            title={t('webhooks.secretShownOnce')}
            description={
              <Typography.Text code copyable={{ text: fresh.secret }} data-testid="webhook-secret">
                {fresh.secret}
              </Typography.Text>
            }
          />
        ) : null}
      </Card>
      <Card title={<h2 className="webhooks__card-title">{t('webhooks.listSection')}</h2>}>
        <LoadError query={endpoints} />
        {rotated ? (
          <Alert
            className="webhooks__secret"
            type="warning"
            showIcon
            title={t('webhooks.rotatedSecret', { url: rotated.endpoint.url })}
            description={
              <Typography.Text code copyable={{ text: rotated.secret }} data-testid="webhook-rotated-secret">
                {rotated.secret}
              </Typography.Text>
            }
          />
        ) : null}
        {endpoints.error ? null : (
          <ResponsiveTable<WebhookEndpoint>
            rowKey="id"
            data-testid="webhooks"
            loading={endpoints.isPending}
            dataSource={endpoints.data?.endpoints}
            pagination={false}
            locale={{ emptyText: t('webhooks.empty') }}
            columns={[
              {
                title: t('webhooks.url'),
                key: 'url',
                render: (_, e) => <span className="webhooks__url">{e.url}</span>,
              },
              {
                title: t('webhooks.events'),
                key: 'events',
                render: (_, e) => e.events.map((event) => t(`webhooks.event.${event}`)).join(', '),
              },
              { title: t('webhooks.state'), key: 'state', render: (_, e) => stateOf(e) },
              {
                key: 'actions',
                render: (_, e) => (
                  <RowActions
                    actions={[
                      {
                        key: 'log',
                        icon: <ProfileOutlined />,
                        tooltip: t('webhooks.showLog'),
                        label: `${t('webhooks.showLog')} ${e.url}`,
                        onClick: () => setShown(e.id),
                      },
                      {
                        key: 'toggle',
                        icon: e.enabled ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
                        tooltip: e.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn'),
                        label: `${e.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')} ${e.url}`,
                        loading: update.isPending && update.variables?.endpointId === e.id,
                        onClick: () =>
                          update.mutate(
                            { endpointId: e.id, enabled: !e.enabled },
                            { onSuccess: said, onError: failed },
                          ),
                      },
                      {
                        key: 'rotate',
                        icon: <KeyOutlined />,
                        tooltip: t('webhooks.rotateSecret'),
                        label: `${t('webhooks.rotateSecret')} ${e.url}`,
                        loading: rotate.isPending && rotate.variables?.endpointId === e.id,
                        onClick: () => rotate.mutate({ endpointId: e.id }, { onError: failed }),
                        confirm: {
                          title: t('webhooks.confirmRotate', { url: e.url }),
                          okText: t('webhooks.rotateSecret'),
                          cancelText: t('webhooks.cancel'),
                        },
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('webhooks.delete'),
                        label: `${t('webhooks.delete')} ${e.url}`,
                        danger: true,
                        loading: remove.isPending && remove.variables?.endpointId === e.id,
                        onClick: () =>
                          remove.mutate(
                            { endpointId: e.id },
                            {
                              onSuccess: (answer) => {
                                said(answer);
                                if (shown === e.id) setShown(null);
                              },
                              onError: failed,
                            },
                          ),
                        confirm: {
                          title: t('webhooks.confirmDelete', { url: e.url }),
                          okText: t('webhooks.delete'),
                          cancelText: t('webhooks.cancel'),
                        },
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </Card>
      {shownEndpoint ? <DeliveryLog endpoint={shownEndpoint} scope={scope} /> : null}
    </div>
  );
}

/** An endpoint's deliveries, newest first: the event, its state, the last try's answer; replay. */
function DeliveryLog({ endpoint, scope }: { endpoint: WebhookEndpoint; scope: WebhookScope }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page, scope);
  const replay = useReplayWebhook(scope);

  const statusOf = (d: WebhookDelivery) => (
    <Tag color={d.status === 'succeeded' ? tone.done : d.status === 'failed' ? tone.danger : tone.waiting}>
      {t(`webhooks.status.${d.status}`)}
    </Tag>
  );
  const answerOf = (d: WebhookDelivery) => {
    const last = d.log[0];
    if (!last) return t('webhooks.notTried');
    const what = last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? '—');
    return `${what} · ${f.count(last.durationMs)} ms`;
  };

  return (
    <Card
      title={
        <h2 className="webhooks__card-title">
          {t('webhooks.logSection')} <span className="webhooks__url">{endpoint.url}</span>
        </h2>
      }
    >
      <LoadError query={deliveries} />
      {deliveries.error ? null : (
        <ResponsiveTable<WebhookDelivery>
          rowKey="id"
          data-testid="webhook-deliveries"
          loading={deliveries.isPending}
          dataSource={deliveries.data?.deliveries}
          pagination={{
            current: page,
            pageSize: 20,
            total: deliveries.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          locale={{ emptyText: t('webhooks.logEmpty') }}
          columns={[
            {
              title: t('webhooks.event'),
              key: 'event',
              render: (_, d) => t(`webhooks.event.${d.eventType}`),
            },
            { title: t('webhooks.when'), key: 'when', render: (_, d) => f.dateTime(d.createdAt) },
            { title: t('webhooks.state'), key: 'status', render: (_, d) => statusOf(d) },
            { title: t('webhooks.attempts'), key: 'attempts', render: (_, d) => f.count(d.attempts) },
            { title: t('webhooks.answer'), key: 'answer', render: (_, d) => answerOf(d) },
            {
              key: 'actions',
              render: (_, d) => (
                <RowActions
                  actions={[
                    {
                      key: 'replay',
                      icon: <RedoOutlined />,
                      tooltip: t('webhooks.replay'),
                      label: `${t('webhooks.replay')} ${d.messageId}`,
                      disabled: !endpoint.enabled,
                      loading: replay.isPending && replay.variables?.deliveryId === d.id,
                      onClick: () =>
                        replay.mutate(
                          { deliveryId: d.id },
                          {
                            onSuccess: (answer) => notification.success({ title: answer.m }),
                            onError: (error) =>
                              notification.error({ title: t('webhooks.failed'), description: error.message }),
                          },
                        ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
