import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import type { ProductCategory } from '@premia/contract';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  categories: ProductCategory[];
  /** A new order is being saved: the arrows wait. */
  busy: boolean;
  move: (from: number, to: number) => void;
  edit: (category: ProductCategory) => void;
  remove: (category: ProductCategory) => void;
}

/** The shop's categories in their order: drag a row or use its arrows to move it; edit or delete each. */
export function ProductCategoryList({ categories, busy, move, edit, remove }: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <ol className="shop__list" aria-label={t('productCategories.title')}>
      {categories.map((category, index) => (
        <li
          key={category.id}
          data-testid="category-row"
          className={`shop__item${dragging === index ? ' shop__item--dragging' : ''}${over === index && dragging !== index ? ' shop__item--over' : ''}`}
          draggable
          onDragStart={(e) => {
            setDragging(index);
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((o) => (o === index ? null : o))}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(null);
            setOver(null);
            move(Number(e.dataTransfer.getData('text/plain')), index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <HolderOutlined className="shop__grip" aria-hidden="true" />
          <div className="shop__moves">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1)}
              aria-label={t('productCategories.moveUp', { name: category.name })}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === categories.length - 1 || busy}
              onClick={() => move(index, index + 1)}
              aria-label={t('productCategories.moveDown', { name: category.name })}
            />
          </div>
          {category.image ? (
            <img className="shop__thumb" src={category.image} alt="" />
          ) : (
            <span className="shop__thumb" aria-hidden="true" />
          )}
          <div>
            <h2 className="shop__name">{category.name}</h2>
            <span className="shop__muted">{t('productCategories.products', { n: category.products })}</span>{' '}
            {category.active ? null : <Tag>{t('productCategories.hidden')}</Tag>}
          </div>
          <div className="shop__actions">
            <Button size="small" onClick={() => edit(category)}>
              {t('shop.edit')}
            </Button>
            <Popconfirm
              title={t('productCategories.confirmDelete')}
              okText={t('shop.delete')}
              cancelText={t('shop.cancel')}
              onConfirm={() => remove(category)}
            >
              <Button size="small" danger>
                {t('shop.delete')}
              </Button>
            </Popconfirm>
          </div>
        </li>
      ))}
    </ol>
  );
}
