import { type ProductCategory, productCategoryFields } from '@premia/contract';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { ImageUrlField, useUploading } from '../../content/uploads';
import { type ProductCategoryInput, useSaveProductCategory } from './api';

interface Values {
  name: string;
  image?: string;
  active?: boolean;
}

export type ProductCategoryTarget = 'create' | ProductCategory | null;

const fields = formFields(productCategoryFields);

/** Create or edit a shop category: its name, image and whether the wallet shows it. */
export function ProductCategoryModal({
  target,
  onClose,
  onSaved,
}: {
  target: ProductCategoryTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProductCategory();
  const uploading = useUploading('category');
  const editing = target && target !== 'create' ? target : null;
  return (
    <FormModal<Values, ProductCategoryInput, { m: string }>
      open={target !== null}
      title={editing ? t('productCategories.editTitle') : t('productCategories.createTitle')}
      okText={t('shop.save')}
      cancelText={t('shop.cancel')}
      okDisabled={uploading}
      initialValues={
        editing
          ? { name: editing.name, image: editing.image ?? '', active: editing.active }
          : { active: true }
      }
      toInput={(values) => ({
        ...(editing ? { productCategoryId: editing.id } : {}),
        name: values.name.trim(),
        image: values.image?.trim() || null,
        active: values.active ?? true,
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('shop.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="active" label={t('productCategories.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <ImageUrlField
        name="image"
        label={t('shop.image')}
        field={fields.image}
        modelType="category"
        buttonLabel={t('shop.upload')}
        previewAlt={t('shop.imagePreview')}
        className="shop__upload"
        previewClassName="shop__preview"
        testId="category-image-file"
      />
    </FormModal>
  );
}
