import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type AdminStoreType, textIn } from '@premia/contract';
import { Alert, App, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../app/RowActions';
import { usePageTitle } from '../../app/usePageTitle';
import { TranslatedEntryModal } from '../../forms/TranslatedEntryModal';
import { useAdminStoreTypes, useDeleteStoreType, useSaveStoreType } from './api';

type Target = 'create' | AdminStoreType | null;

/** /dashboard/admin/storetypes (admin): the kinds of store a business registers as. */
export default function StoreTypesPage() {
  const { t } = useTranslation();
  usePageTitle(t('storeTypes.title'));
  const { notification } = App.useApp();
  const storeTypes = useAdminStoreTypes();
  const remove = useDeleteStoreType();
  const [target, setTarget] = useState<Target>(null);
  const editing = target && target !== 'create' ? target : null;
  const save = useSaveStoreType(editing);

  function saved() {
    notification.success({ title: editing ? t('storeTypes.updated') : t('storeTypes.created') });
    setTarget(null);
  }

  function failed(error: Error) {
    notification.error({
      title: editing ? t('storeTypes.updateFailed') : t('storeTypes.createFailed'),
      description: error.message,
    });
  }

  function removeStoreType(storeType: AdminStoreType) {
    remove.mutate(storeType, {
      onSuccess: () => notification.success({ title: t('storeTypes.deleted') }),
      onError: (error) =>
        notification.error({ title: t('storeTypes.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('storeTypes.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('storeTypes.add')}
        </Button>
      </Space>
      <p>{t('storeTypes.help')}</p>
      {storeTypes.error ? (
        <Alert type="error" title={storeTypes.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        <Table<AdminStoreType>
          rowKey="id"
          loading={storeTypes.isPending}
          dataSource={storeTypes.data?.storetypes}
          pagination={false}
          scroll={{ x: 720 }}
          columns={[
            {
              title: t('catalogue.image'),
              key: 'image',
              width: 72,
              render: (_, s) => (s.image ? <img src={s.image} alt="" className="catalogue__thumb" /> : '—'),
            },
            { title: t('catalogue.name'), dataIndex: 'name' },
            {
              title: t('catalogue.spanishText'),
              key: 'es',
              render: (_, s) => textIn(s.translations, 'es') ?? '—',
            },
            {
              title: t('catalogue.languages'),
              key: 'languages',
              render: (_, s) =>
                s.translations.map((tr) => <Tag key={tr.languageCode}>{tr.languageCode}</Tag>),
            },
            { title: t('storeTypes.stores'), dataIndex: 'storesCount' },
            {
              title: t('catalogue.actions'),
              key: 'actions',
              render: (_, s) => (
                <RowActions
                  actions={[
                    {
                      key: 'edit',
                      icon: <EditOutlined />,
                      tooltip: t('catalogue.edit'),
                      label: t('catalogue.editNamed', { name: s.name }),
                      onClick: () => setTarget(s),
                    },
                    {
                      key: 'delete',
                      icon: <DeleteOutlined />,
                      tooltip: t('catalogue.delete'),
                      label: t('catalogue.deleteNamed', { name: s.name }),
                      danger: true,
                      onClick: () => removeStoreType(s),
                      confirm: {
                        title: t('storeTypes.confirmDelete'),
                        okText: t('catalogue.delete'),
                        cancelText: t('catalogue.cancel'),
                      },
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <TranslatedEntryModal
        open={target !== null}
        title={editing ? t('storeTypes.editTitle') : t('storeTypes.createTitle')}
        entry={editing}
        modelType="storetype"
        mutation={{
          ...save,
          mutate: (input, callbacks) => save.mutate(input, { ...callbacks, onError: failed }),
        }}
        onSaved={saved}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
