import { Alert, App, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminStore, useDeleteBusiness } from './api';

/** Deleting closes the store; the admin confirms by typing its name (compared as the server does). */
export function DeleteBusinessModal({ store, onClose }: { store: AdminStore | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const remove = useDeleteBusiness();
  const [typed, setTyped] = useState('');
  const { reset } = remove;
  useEffect(() => {
    if (store) {
      setTyped('');
      reset();
    }
  }, [store, reset]);
  const matches =
    store !== null && typed.trim().toLocaleLowerCase('es') === store.name.trim().toLocaleLowerCase('es');

  return (
    <Modal
      open={store !== null}
      title={t('adminStores.delete.title', { store: store?.name ?? '' })}
      okText={t('adminStores.delete.ok')}
      cancelText={t('adminStores.cancel')}
      okButtonProps={{ danger: true, disabled: !matches, loading: remove.isPending }}
      onCancel={onClose}
      onOk={() =>
        store &&
        remove.mutate(
          { storeId: store.id, storeName: typed },
          {
            onSuccess: (answer) => {
              notification.success({ title: answer.m });
              onClose();
            },
            onError: (error) =>
              notification.error({ title: t('adminStores.delete.failed'), description: error.message }),
          },
        )
      }
    >
      <p>{t('adminStores.delete.explain')}</p>
      <label htmlFor="delete-business-name">
        {t('adminStores.delete.typeName', { store: store?.name ?? '' })}
      </label>
      <Input
        id="delete-business-name"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
      />
      {remove.error ? (
        <Alert type="error" title={remove.error.message} showIcon style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}
