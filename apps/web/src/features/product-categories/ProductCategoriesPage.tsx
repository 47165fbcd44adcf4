import type { ProductCategory } from '@premia/contract';
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { moveItem } from '../levels/reorder';
import { useDeleteProductCategory, useProductCategories, useReorderProductCategories } from './api';
import { ProductCategoryList } from './ProductCategoryList';
import { ProductCategoryModal, type ProductCategoryTarget } from './ProductCategoryModal';
import '../products/shop.css';

/** /dashboard/categories (owner, or employee with permStore): the shop's categories; drag to reorder. */
export default function ProductCategoriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('productCategories.title'));
  const { notification } = App.useApp();
  const categories = useProductCategories();
  const reorder = useReorderProductCategories();
  const remove = useDeleteProductCategory();
  const [target, setTarget] = useState<ProductCategoryTarget>(null);
  const list = categories.data?.categories ?? [];

  function move(from: number, to: number) {
    if (from === to || reorder.isPending) return;
    reorder.mutate(moveItem(list, from, to), {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) => notification.error({ title: t('shop.failed'), description: error.message }),
    });
  }

  function removeCategory(category: ProductCategory) {
    remove.mutate(category, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) => notification.error({ title: t('shop.failed'), description: error.message }),
    });
  }

  return (
    <div>
      <div className="shop__head">
        <h1 className="shop__title">{t('productCategories.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('productCategories.add')}
        </Button>
      </div>
      <p className="shop__help">{t('productCategories.help')}</p>
      {categories.error ? (
        <Alert type="error" title={categories.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      {categories.isPending ? <Skeleton active /> : null}
      {!categories.isPending && list.length === 0 ? (
        <Card>
          <Empty description={t('productCategories.empty')} />
        </Card>
      ) : null}
      <ProductCategoryList
        categories={list}
        busy={reorder.isPending}
        move={move}
        edit={setTarget}
        remove={removeCategory}
      />
      <ProductCategoryModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </div>
  );
}
