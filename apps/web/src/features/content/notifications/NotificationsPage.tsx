import { App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';
import { type AnyNotification, type Scope, useDeleteNotification, useNotifications } from './api';
import { NotificationList } from './NotificationList';
import { NotificationModal, type NotificationTarget } from './NotificationModal';
import { SendTestModal } from './SendTestModal';
import { SettingsModal } from './SettingsModal';
import './notifications.css';
import { LoadError } from '../../../ui/LoadError';

/** The notifications of a store (its owner) or of the platform (the admin): list, form, test, delete. */
export function NotificationsPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const title = scope === 'store' ? t('notifications.title') : t('notifications.titlePlatform');
  usePageTitle(title);
  const { notification } = App.useApp();
  const list = useNotifications(scope);
  const remove = useDeleteNotification(scope);
  const [target, setTarget] = useState<NotificationTarget>(null);
  const [testing, setTesting] = useState<AnyNotification | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const items = list.data?.notifications ?? [];

  function removeOne(n: AnyNotification) {
    // Spec §8: a failed delete of a notification shows no error.
    remove.mutate(n, { onSuccess: (answer) => notification.success({ title: answer.m }) });
  }

  return (
    <div>
      <div className="notifications__head">
        <h1 className="notifications__title">{title}</h1>
        <div className="notifications__actions">
          <Button onClick={() => setSettingsOpen(true)}>{t('notifications.settings')}</Button>
          <Button type="primary" onClick={() => setTarget('create')}>
            {t('notifications.add')}
          </Button>
        </div>
      </div>
      <p className="notifications__help">
        {scope === 'store' ? t('notifications.help') : t('notifications.helpPlatform')}
      </p>
      <LoadError query={list} />
      {list.isPending ? <Skeleton active /> : null}
      {list.isSuccess && items.length === 0 ? (
        <Card>
          <Empty description={t('notifications.empty')} />
        </Card>
      ) : null}
      <NotificationList notifications={items} onEdit={setTarget} onTest={setTesting} onDelete={removeOne} />
      <NotificationModal
        scope={scope}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
      <SendTestModal scope={scope} notification={testing} onClose={() => setTesting(null)} />
      <SettingsModal scope={scope} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
