import { type Product, productFields } from '@premia/contract';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../forms/FormModal';
import { formFields } from '../../forms/formFields';
import { pickedDay } from '../../forms/pickers';
import { useProductCategories } from '../product-categories/api';
import { useUploading } from '../uploads/api';
import { type ProductInput, useSaveProduct } from './api';
import { amountInput, amountOf, centsOf } from './money';
import { ProductImages } from './ProductImages';

interface Values {
  name: string;
  description?: string;
  images?: string[];
  productCategoryId?: number | null;
  price: number;
  oldPrice?: number | null;
  stock?: number | null;
  active?: boolean;
  pointsMode: 'conversion' | 'fixed';
  fixedPoints?: number | null;
  visibleFrom?: Dayjs | null;
  visibleUntil?: Dayjs | null;
}

export type ProductTarget = 'create' | Product | null;

const fields = formFields(productFields, { visibleFrom: pickedDay, visibleUntil: pickedDay });

function valuesOf(p: Product): Values {
  return {
    name: p.name,
    description: p.description ?? '',
    images: p.images,
    productCategoryId: p.category?.id ?? null,
    price: amountOf(p.priceCents) ?? 0,
    oldPrice: amountOf(p.oldPriceCents),
    stock: p.stock,
    active: p.active,
    pointsMode: p.pointsMode,
    fixedPoints: p.fixedPoints,
    visibleFrom: p.visibleFrom ? dayjs(p.visibleFrom) : null,
    visibleUntil: p.visibleUntil ? dayjs(p.visibleUntil) : null,
  };
}

/** Create or edit a product: what the wallet shows, its price, stock, points and visible days. */
export function ProductModal({
  target,
  currency,
  onClose,
  onSaved,
}: {
  target: ProductTarget;
  currency: string | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const uploading = useUploading('product');
  const categories = useProductCategories().data?.categories ?? [];
  const mode = Form.useWatch('pointsMode', form);
  const editing = target && target !== 'create' ? target : null;
  return (
    <FormModal<Values, ProductInput, { m: string }>
      form={form}
      open={target !== null}
      title={editing ? t('products.editTitle') : t('products.createTitle')}
      okText={t('shop.save')}
      cancelText={t('shop.cancel')}
      okDisabled={uploading}
      initialValues={editing ? valuesOf(editing) : { active: true, pointsMode: 'conversion', images: [] }}
      toInput={(v) => ({
        ...(editing ? { productId: editing.id } : {}),
        name: v.name.trim(),
        description: v.description?.trim() || null,
        images: v.images ?? [],
        productCategoryId: v.productCategoryId ?? null,
        priceCents: centsOf(v.price) ?? 0,
        oldPriceCents: centsOf(v.oldPrice),
        stock: v.stock ?? null,
        active: v.active ?? true,
        pointsMode: v.pointsMode,
        fixedPoints: v.pointsMode === 'fixed' ? (v.fixedPoints ?? null) : null,
        visibleFrom: pickedDay(v.visibleFrom),
        visibleUntil: pickedDay(v.visibleUntil),
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('shop.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="description" label={t('products.description')} rules={fields.description.rules}>
        <Input.TextArea {...fields.description.text} rows={2} />
      </Form.Item>
      <div className="shop__row">
        <Form.Item name="productCategoryId" label={t('products.category')}>
          <Select
            allowClear
            placeholder={t('products.noCategory')}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="active" label={t('products.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <div className="shop__row">
        <Form.Item
          name="price"
          label={t('products.price', { currency })}
          rules={[{ required: true, message: t('products.priceRequired') }]}
        >
          <InputNumber<number> {...amountInput(fields.priceCents.number)} />
        </Form.Item>
        <Form.Item
          name="oldPrice"
          label={t('products.oldPrice', { currency })}
          extra={t('products.oldPriceHelp')}
        >
          <InputNumber<number> {...amountInput(fields.oldPriceCents.number)} />
        </Form.Item>
        <Form.Item
          name="stock"
          label={t('products.stock')}
          extra={t('products.stockHelp')}
          rules={fields.stock.rules}
        >
          <InputNumber<number> {...fields.stock.number} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="pointsMode" label={t('products.points')}>
        <Radio.Group
          options={[
            { value: 'conversion', label: t('products.pointsConversion') },
            { value: 'fixed', label: t('products.pointsFixed') },
          ]}
        />
      </Form.Item>
      {mode === 'fixed' ? (
        <Form.Item
          name="fixedPoints"
          label={t('products.fixedPoints')}
          rules={[
            ...fields.fixedPoints.rules,
            { required: true, message: t('server.products.fixedPointsRequired') },
          ]}
        >
          <InputNumber<number> {...fields.fixedPoints.number} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <div className="shop__row">
        <Form.Item name="visibleFrom" label={t('products.visibleFrom')}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="visibleUntil" label={t('products.visibleUntil')}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="images" label={t('products.images')}>
        <ProductImages />
      </Form.Item>
    </FormModal>
  );
}
