import { Alert, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from './api';

/** Delete the account: the owner types the store name to confirm; everybody of the store is signed out. */
export function DeleteAccountCard({ storeName }: { storeName: string | undefined }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const close = useDeleteAccount();

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('configuration.deleteHelp', { name: storeName ?? '' })}
      </Typography.Paragraph>
      {close.error ? <Alert type="error" title={close.error.message} showIcon role="alert" /> : null}
      <Input
        aria-label={t('configuration.deleteTypeName')}
        placeholder={storeName}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button
        danger
        type="primary"
        disabled={!typed.trim()}
        loading={close.isPending}
        onClick={() => close.mutate({ storeName: typed })}
      >
        {t('configuration.deleteAccount')}
      </Button>
    </Space>
  );
}
