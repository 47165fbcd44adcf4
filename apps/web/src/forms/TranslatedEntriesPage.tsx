import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { textIn } from '@premia/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Card, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/client';
import type { ModelType } from '../features/content/uploads';
import { LoadError } from '../ui/LoadError';
import { ResponsiveTable } from '../ui/ResponsiveTable';
import { RowActions } from '../ui/RowActions';
import { usePageTitle } from '../ui/usePageTitle';
import { type TranslatedEntry, TranslatedEntryModal } from './TranslatedEntryModal';
import { useFailureToast } from './useFailureToast';

interface Props<E extends TranslatedEntry & { id: number }> {
  /**
   * The dictionary section of the screen's own texts: title, help, add, createTitle, editTitle,
   * created, updated, deleted, createFailed, updateFailed, deleteFailed, confirmDelete.
   */
  section: 'categories' | 'storeTypes';
  modelType: ModelType;
  list: { isPending: boolean; error: Error | null; refetch: () => unknown };
  entries: E[] | undefined;
  /** Saves the entry given, or creates one (the kind's api.ts hook). */
  useSave: (editing: E | null) => UseMutationResult<unknown, ApiError, TranslatedEntry>;
  remove: UseMutationResult<unknown, ApiError, E>;
  /** What this kind of entry shows besides its image, name and texts. */
  columns: ColumnsType<E>;
}

/** An admin catalogue of entries named in several languages (store types, categories): list, create, edit, delete. */
export function TranslatedEntriesPage<E extends TranslatedEntry & { id: number }>({
  section,
  modelType,
  list,
  entries,
  useSave,
  remove,
  columns,
}: Props<E>) {
  const { t } = useTranslation();
  usePageTitle(t(`${section}.title`));
  const { notification } = App.useApp();
  const [target, setTarget] = useState<'create' | E | null>(null);
  const editing = target && target !== 'create' ? target : null;
  const mutation = useFailureToast(
    useSave(editing),
    editing ? t(`${section}.updateFailed`) : t(`${section}.createFailed`),
  );

  function saved() {
    notification.success({ title: editing ? t(`${section}.updated`) : t(`${section}.created`) });
    setTarget(null);
  }

  function removeEntry(entry: E) {
    remove.mutate(entry, {
      onSuccess: () => notification.success({ title: t(`${section}.deleted`) }),
      onError: (error) =>
        notification.error({ title: t(`${section}.deleteFailed`), description: error.message }),
    });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t(`${section}.title`)}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t(`${section}.add`)}
        </Button>
      </Space>
      <p>{t(`${section}.help`)}</p>
      <LoadError query={list} />
      {list.error ? null : (
        <Card>
          <ResponsiveTable<E>
            rowKey="id"
            loading={list.isPending}
            dataSource={entries}
            pagination={false}
            scroll={{ x: 720 }}
            columns={[
              {
                title: t('catalogue.image'),
                key: 'image',
                width: 72,
                render: (_, e) => (e.image ? <img src={e.image} alt="" className="catalogue__thumb" /> : '—'),
              },
              { title: t('catalogue.name'), dataIndex: 'name' },
              {
                title: t('catalogue.spanishText'),
                key: 'es',
                render: (_, e) => textIn(e.translations, 'es') ?? '—',
              },
              {
                title: t('catalogue.languages'),
                key: 'languages',
                render: (_, e) =>
                  e.translations.map((tr) => <Tag key={tr.languageCode}>{tr.languageCode}</Tag>),
              },
              ...columns,
              {
                title: t('catalogue.actions'),
                key: 'actions',
                render: (_, e) => (
                  <RowActions
                    actions={[
                      {
                        key: 'edit',
                        icon: <EditOutlined />,
                        tooltip: t('catalogue.edit'),
                        label: t('catalogue.editNamed', { name: e.name }),
                        onClick: () => setTarget(e),
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('catalogue.delete'),
                        label: t('catalogue.deleteNamed', { name: e.name }),
                        danger: true,
                        onClick: () => removeEntry(e),
                        confirm: {
                          title: t(`${section}.confirmDelete`),
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
      )}
      <TranslatedEntryModal
        open={target !== null}
        title={editing ? t(`${section}.editTitle`) : t(`${section}.createTitle`)}
        entry={editing}
        modelType={modelType}
        mutation={mutation}
        onSaved={saved}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
