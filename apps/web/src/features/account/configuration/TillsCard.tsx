import { StopOutlined } from '@ant-design/icons';
import type { Till } from '@premia/contract';
import { Alert, App, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { useLocations } from '../locations';
import { useCreateTill, useRevokeTill, useTills } from './api';

interface NewTill {
  name: string;
  locationId: number;
}

/**
 * The store's tills, one POS token each (issue 35 §2): create one with a name and its location (the
 * token shown once, with copy), see when each was created and last used, revoke one by one. A list of
 * cards on phones (ResponsiveTable), so nothing scrolls sideways at 375 px.
 */
export function TillsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const tills = useTills();
  const locations = useLocations();
  const create = useCreateTill();
  const revoke = useRevokeTill();
  const [form] = Form.useForm<NewTill>();
  // The new token is shown once: only the answer of the last creation has it, until a till is revoked.
  const fresh = create.data && !revoke.isSuccess ? create.data : null;
  const failed = (error: Error) =>
    notification.error({ title: t('configuration.posFailed'), description: error.message });
  const nameOf = (till: Till) => till.name ?? t('configuration.tillDefault');

  function submit(values: NewTill) {
    revoke.reset();
    create.mutate(values, {
      onSuccess: () => form.resetFields(),
      onError: failed,
    });
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('configuration.tillsHelp')}</Typography.Paragraph>
      <Form<NewTill>
        form={form}
        name="till"
        layout="inline"
        onFinish={submit}
        className="configuration__till-form"
      >
        <Form.Item
          name="name"
          label={t('configuration.tillName')}
          rules={[{ required: true, whitespace: true, message: t('configuration.tillNameRequired') }]}
        >
          <Input maxLength={60} placeholder={t('configuration.tillNamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="locationId"
          label={t('configuration.tillLocation')}
          rules={[{ required: true, message: t('configuration.tillLocationRequired') }]}
        >
          <Select
            style={{ minWidth: 180 }}
            placeholder={t('configuration.tillLocationPlaceholder')}
            loading={locations.isPending}
            options={(locations.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('configuration.tillCreate')}
          </Button>
        </Form.Item>
      </Form>
      {fresh ? (
        <Alert
          type="warning"
          showIcon
          title={t('configuration.tillShownOnce', { name: fresh.till.name ?? '' })}
          description={
            <Typography.Text code copyable={{ text: fresh.token }} data-testid="till-token">
              {fresh.token}
            </Typography.Text>
          }
        />
      ) : null}
      <LoadError query={tills} />
      {/* Unread, the locations leave the form nothing to choose: said, with a retry. */}
      <LoadError query={locations} />
      {tills.error ? null : (
        <ResponsiveTable<Till>
          rowKey="id"
          data-testid="tills"
          loading={tills.isPending}
          dataSource={tills.data?.tills}
          pagination={false}
          locale={{ emptyText: t('configuration.tillsEmpty') }}
          columns={[
            { title: t('configuration.tillName'), key: 'name', render: (_, till) => nameOf(till) },
            {
              title: t('configuration.tillLocation'),
              key: 'location',
              render: (_, till) => till.location?.name ?? '—',
            },
            { title: t('configuration.tillToken'), key: 'token', render: (_, till) => `…${till.lastFour}` },
            {
              title: t('configuration.tillCreatedAt'),
              key: 'createdAt',
              render: (_, till) => f.dateTime(till.createdAt),
            },
            {
              title: t('configuration.tillLastUsed'),
              key: 'lastUsedAt',
              render: (_, till) =>
                till.lastUsedAt ? f.dateTime(till.lastUsedAt) : t('configuration.tillNeverUsed'),
            },
            {
              key: 'actions',
              render: (_, till) => (
                <RowActions
                  actions={[
                    {
                      key: 'revoke',
                      icon: <StopOutlined />,
                      tooltip: t('configuration.tillRevoke'),
                      label: `${t('configuration.tillRevoke')} ${nameOf(till)}`,
                      danger: true,
                      loading: revoke.isPending && revoke.variables?.tillId === till.id,
                      onClick: () =>
                        revoke.mutate(
                          { tillId: till.id },
                          {
                            onSuccess: (answer) => notification.success({ title: answer.m }),
                            onError: failed,
                          },
                        ),
                      confirm: {
                        title: t('configuration.tillConfirmRevoke', { name: nameOf(till) }),
                        okText: t('configuration.tillRevoke'),
                        cancelText: t('configuration.cancel'),
                      },
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}
