import type { AdminCategory } from '@premia/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TranslatedEntriesPage } from '../../../forms/TranslatedEntriesPage';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from './api';

/** /dashboard/admin/categories (admin): the categories stores file their offers under. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  return (
    <TranslatedEntriesPage<AdminCategory>
      section="categories"
      modelType="category"
      list={categories}
      entries={categories.data?.categories}
      useSave={useSaveCategory}
      remove={useDeleteCategory()}
      columns={[
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
      ]}
    />
  );
}
