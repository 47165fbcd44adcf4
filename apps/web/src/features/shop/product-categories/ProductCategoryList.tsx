import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ProductCategory } from '@premia/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/RowActions';
import { SortableList } from '../../../ui/SortableList';

interface Props {
  categories: ProductCategory[];
  /** A new order is being saved: the rows stay where they are. */
  busy: boolean;
  reorder: (items: ProductCategory[]) => void;
  edit: (category: ProductCategory) => void;
  remove: (category: ProductCategory) => void;
}

/** The shop's categories in their order: drag a row or use its arrows to move it; edit or delete each. */
export function ProductCategoryList({ categories, busy, reorder, edit, remove }: Props) {
  const { t } = useTranslation();
  return (
    <SortableList
      items={categories}
      label={t('productCategories.title')}
      testId="category-row"
      busy={busy}
      reorder={reorder}
      moveUpLabel={(category) => t('productCategories.moveUp', { name: category.name })}
      moveDownLabel={(category) => t('productCategories.moveDown', { name: category.name })}
      content={(category) => (
        <>
          {category.image ? (
            <img className="shop__thumb shop__thumb--wide-only" src={category.image} alt="" />
          ) : (
            <span className="shop__thumb shop__thumb--wide-only" aria-hidden="true" />
          )}
          <div>
            <h2 className="shop__name">{category.name}</h2>
            <span className="shop__muted">{t('productCategories.products', { n: category.products })}</span>{' '}
            {category.active ? null : <Tag>{t('productCategories.hidden')}</Tag>}
          </div>
        </>
      )}
      actions={(category) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              icon: <EditOutlined />,
              tooltip: t('shop.edit'),
              label: t('shop.editNamed', { name: category.name }),
              onClick: () => edit(category),
            },
            {
              key: 'delete',
              icon: <DeleteOutlined />,
              tooltip: t('shop.delete'),
              label: t('shop.deleteNamed', { name: category.name }),
              danger: true,
              onClick: () => remove(category),
              confirm: {
                title: t('productCategories.confirmDelete'),
                okText: t('shop.delete'),
                cancelText: t('shop.cancel'),
              },
            },
          ]}
        />
      )}
    />
  );
}
