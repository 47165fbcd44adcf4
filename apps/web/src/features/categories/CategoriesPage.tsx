import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type AdminCategory, textIn } from '@premia/contract';
import { Alert, App, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../app/RowActions';
import { usePageTitle } from '../../app/usePageTitle';
import { TranslatedEntryModal } from '../../forms/TranslatedEntryModal';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from './api';

type Target = 'create' | AdminCategory | null;

/** /dashboard/admin/categories (admin): the categories stores file their offers under. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('categories.title'));
  const { notification } = App.useApp();
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [target, setTarget] = useState<Target>(null);
  const editing = target && target !== 'create' ? target : null;
  const save = useSaveCategory(editing);

  function saved() {
    notification.success({ title: editing ? t('categories.updated') : t('categories.created') });
    setTarget(null);
  }

  function failed(error: Error) {
    notification.error({
      title: editing ? t('categories.updateFailed') : t('categories.createFailed'),
      description: error.message,
    });
  }

  function removeCategory(category: AdminCategory) {
    remove.mutate(category, {
      onSuccess: () => notification.success({ title: t('categories.deleted') }),
      onError: (error) =>
        notification.error({ title: t('categories.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('categories.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('categories.add')}
        </Button>
      </Space>
      <p>{t('categories.help')}</p>
      {categories.error ? (
        <Alert type="error" title={categories.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        <Table<AdminCategory>
          rowKey="id"
          loading={categories.isPending}
          dataSource={categories.data?.categories}
          pagination={false}
          scroll={{ x: 720 }}
          columns={[
            {
              title: t('catalogue.image'),
              key: 'image',
              width: 72,
              render: (_, c) => (c.image ? <img src={c.image} alt="" className="catalogue__thumb" /> : '—'),
            },
            { title: t('catalogue.name'), dataIndex: 'name' },
            {
              title: t('catalogue.spanishText'),
              key: 'es',
              render: (_, c) => textIn(c.translations, 'es') ?? '—',
            },
            {
              title: t('catalogue.languages'),
              key: 'languages',
              render: (_, c) =>
                c.translations.map((tr) => <Tag key={tr.languageCode}>{tr.languageCode}</Tag>),
            },
            {
              title: t('categories.state'),
              key: 'listed',
              render: (_, c) =>
                c.listed ? (
                  <Tag className="catalogue__state catalogue__state--on">{t('categories.listed')}</Tag>
                ) : (
                  <Tag className="catalogue__state catalogue__state--off">{t('categories.hidden')}</Tag>
                ),
            },
            {
              title: t('catalogue.actions'),
              key: 'actions',
              render: (_, c) => (
                <RowActions
                  actions={[
                    {
                      key: 'edit',
                      icon: <EditOutlined />,
                      tooltip: t('catalogue.edit'),
                      label: t('catalogue.editNamed', { name: c.name }),
                      onClick: () => setTarget(c),
                    },
                    {
                      key: 'delete',
                      icon: <DeleteOutlined />,
                      tooltip: t('catalogue.delete'),
                      label: t('catalogue.deleteNamed', { name: c.name }),
                      danger: true,
                      onClick: () => removeCategory(c),
                      confirm: {
                        title: t('categories.confirmDelete'),
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
        title={editing ? t('categories.editTitle') : t('categories.createTitle')}
        entry={editing}
        modelType="category"
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
