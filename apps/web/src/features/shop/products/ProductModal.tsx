import { type Product, productFields } from '@premia/contract';
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { centsToWire, MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { NumberInput } from '../../../forms/NumberInput';
import { pickedDay } from '../../../forms/pickers';
import { useMoneyPlace } from '../../../forms/useMoneyPlace';
import { useUploading } from '../../content/uploads';
import { useProductCategories } from '../product-categories';
import { type ProductInput, useSaveProduct } from './api';
import { ProductImages } from './ProductImages';
import { ProductPointsFields } from './ProductPointsFields';
import { NEW_PRODUCT, type ProductValues, productInput, productValues } from './productValues';

export type ProductTarget = 'create' | Product | null;

const fields = formFields(productFields, {
  visibleFrom: pickedDay,
  visibleUntil: pickedDay,
  priceCents: centsToWire,
  oldPriceCents: centsToWire,
});

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
  const [form] = Form.useForm<ProductValues>();
  const save = useSaveProduct();
  const uploading = useUploading('product');
  const categories = useProductCategories().data?.categories ?? [];
  const editing = target && target !== 'create' ? target : null;
  const { currencyCode } = useMoneyPlace({});
  return (
    <FormModal<ProductValues, ProductInput, { m: string }>
      form={form}
      open={target !== null}
      title={editing ? t('products.editTitle') : t('products.createTitle')}
      okText={t('shop.save')}
      cancelText={t('shop.cancel')}
      okDisabled={uploading}
      initialValues={editing ? productValues(editing) : NEW_PRODUCT}
      toInput={(values) => productInput(values, editing?.id)}
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
          rules={moneyRules(fields.priceCents, 'priceCents', currencyCode, {
            required: true,
            message: t('products.priceRequired'),
          })}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="oldPrice"
          label={t('products.oldPrice', { currency })}
          extra={t('products.oldPriceHelp')}
          rules={moneyRules(fields.oldPriceCents, 'oldPriceCents', currencyCode)}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="stock"
          label={t('products.stock')}
          extra={t('products.stockHelp')}
          rules={fields.stock.rules}
        >
          <NumberInput {...fields.stock.number} />
        </Form.Item>
      </div>
      <ProductPointsFields form={form} fields={fields} />
      <div className="shop__row">
        <Form.Item name="visibleFrom" label={t('products.visibleFrom')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="visibleUntil" label={t('products.visibleUntil')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </div>
      <Form.Item name="images" label={t('products.images')}>
        <ProductImages />
      </Form.Item>
    </FormModal>
  );
}
