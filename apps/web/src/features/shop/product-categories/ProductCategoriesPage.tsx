import type { ProductCategory } from '@premia/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../ui/ListScreen';
import { useDeleteProductCategory, useProductCategories, useReorderProductCategories } from './api';
import { ProductCategoryList } from './ProductCategoryList';
import { ProductCategoryModal, type ProductCategoryTarget } from './ProductCategoryModal';
import '../shop.css';

/** /dashboard/categories (owner, or employee with permStore): the shop's categories; drag to reorder. */
export default function ProductCategoriesPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const categories = useProductCategories();
  const reorder = useReorderProductCategories();
  const remove = useDeleteProductCategory();
  const [target, setTarget] = useState<ProductCategoryTarget>(null);
  const list = categories.data?.categories ?? [];

  const saved = (answer: { m: string }) => notification.success({ title: answer.m });
  const failed = (error: Error) =>
    notification.error({ title: t('shop.failed'), description: error.message });

  return (
    <ListScreen
      title={t('productCategories.title')}
      help={t('productCategories.help')}
      addLabel={t('productCategories.add')}
      onAdd={() => setTarget('create')}
      list={categories}
      emptyText={t('productCategories.empty')}
      count={list.length}
    >
      <ProductCategoryList
        categories={list}
        busy={reorder.isPending}
        reorder={(ordered) => reorder.mutate(ordered, { onSuccess: saved, onError: failed })}
        edit={setTarget}
        remove={(category: ProductCategory) => remove.mutate(category, { onSuccess: saved, onError: failed })}
      />
      <ProductCategoryModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </ListScreen>
  );
}
