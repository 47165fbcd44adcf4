import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';

/** The POS API token: generate (shown once, with copy), delete. */
export function PosTokenCard() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const info = useRouteQuery('/client/api/token/get', {});
  const [fresh, setFresh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = info.data?.token;

  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/api/token/get') });

  async function generate() {
    setBusy(true);
    const result = await api('/client/api/token/generate', {});
    setBusy(false);
    if (result.s !== 'ok')
      return notification.error({ title: t('configuration.posFailed'), description: result.m });
    setFresh(result.token);
    await reload();
  }

  async function remove() {
    const result = await api('/client/api/token/delete', {});
    if (result.s !== 'ok')
      return notification.error({ title: t('configuration.posFailed'), description: result.m });
    setFresh(null);
    await reload();
    notification.success({ title: result.m });
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('configuration.posHelp')}</Typography.Paragraph>
      {fresh ? (
        <Alert
          type="warning"
          showIcon
          title={t('configuration.posShownOnce')}
          description={
            <Typography.Text code copyable={{ text: fresh }} data-testid="pos-token">
              {fresh}
            </Typography.Text>
          }
        />
      ) : token?.exists ? (
        <Typography.Text>{t('configuration.posExists', { lastFour: token.lastFour ?? '' })}</Typography.Text>
      ) : (
        <Typography.Text>{t('configuration.posNone')}</Typography.Text>
      )}
      <Space wrap>
        <Button type="primary" onClick={generate} loading={busy}>
          {token?.exists ? t('configuration.posRegenerate') : t('configuration.posGenerate')}
        </Button>
        {token?.exists ? (
          <Popconfirm
            title={t('configuration.posConfirmDelete')}
            okText={t('configuration.delete')}
            cancelText={t('configuration.cancel')}
            onConfirm={remove}
          >
            <Button danger>{t('configuration.posDelete')}</Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Space>
  );
}
