import { Alert, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { endSession } from '../../api/session';
import { queryClient } from '../../app/queryClient';

/** Delete the account: the owner types the store name to confirm; everybody of the store is signed out. */
export function DeleteAccountCard({ storeName }: { storeName: string | undefined }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function close() {
    setBusy(true);
    setError(null);
    const result = await api('/client/delete-account', { storeName: typed });
    setBusy(false);
    if (result.s !== 'ok') return setError(result.m);
    // The store is closed and every session of it revoked: sign out like a logout (the guard goes to '/').
    endSession('logout');
    queryClient.clear();
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('configuration.deleteHelp', { name: storeName ?? '' })}
      </Typography.Paragraph>
      {error ? <Alert type="error" title={error} showIcon role="alert" /> : null}
      <Input
        aria-label={t('configuration.deleteTypeName')}
        placeholder={storeName}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button danger type="primary" disabled={!typed.trim()} loading={busy} onClick={close}>
        {t('configuration.deleteAccount')}
      </Button>
    </Space>
  );
}
