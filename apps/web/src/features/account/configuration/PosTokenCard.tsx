import { Alert, App, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { useDeletePosToken, useGeneratePosToken, usePosToken } from './api';

/** The POS API token: generate (shown once, with copy), delete. */
export function PosTokenCard() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const info = usePosToken();
  const generate = useGeneratePosToken();
  const remove = useDeletePosToken();
  const token = info.data?.token;
  // The new token is shown once: only the answer of the last generation has it.
  const fresh = generate.data && !remove.isSuccess ? generate.data.token : null;
  const failed = (error: Error) =>
    notification.error({ title: t('configuration.posFailed'), description: error.message });

  const help = (
    <Typography.Paragraph style={{ margin: 0 }}>{t('configuration.posHelp')}</Typography.Paragraph>
  );
  // Unread, the token's state is unknown: never "no token yet", and no button that would replace one.
  if (info.error) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {help}
        <LoadError query={info} />
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {help}
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
        <Button
          type="primary"
          onClick={() => {
            remove.reset();
            generate.mutate({}, { onError: failed });
          }}
          loading={generate.isPending}
        >
          {token?.exists ? t('configuration.posRegenerate') : t('configuration.posGenerate')}
        </Button>
        {token?.exists ? (
          <Popconfirm
            title={t('configuration.posConfirmDelete')}
            okText={t('configuration.delete')}
            cancelText={t('configuration.cancel')}
            onConfirm={() =>
              remove.mutate(
                {},
                { onSuccess: (answer) => notification.success({ title: answer.m }), onError: failed },
              )
            }
          >
            <Button danger>{t('configuration.posDelete')}</Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Space>
  );
}
