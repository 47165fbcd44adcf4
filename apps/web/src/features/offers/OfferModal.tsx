import { type Offer, offerFields, offerTypes } from '@premia/contract';
import { App, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal, type SaveMutation } from '../../forms/FormModal';
import { formFields } from '../../forms/formFields';
import { useUploading } from '../uploads/api';
import { ImageUpload } from '../uploads/ImageUpload';
import { type OfferInput, type OfferScope, useOfferCategories, useSaveOffer } from './api';

interface Values {
  type?: Offer['type'];
  name: string;
  description?: string;
  active?: boolean;
  public?: boolean;
  image?: string;
  imageSquared?: string;
  buttonText?: string;
  buttonLink?: string;
  price?: number | null;
  oldPrice?: number | null;
  categoryId?: number | null;
  expirationDate?: Dayjs | null;
}

export type OfferTarget = 'create' | Offer | null;

const dayOf = (d: unknown) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : null);
const fields = formFields(offerFields, { expirationDate: dayOf });
const blankToNull = (value: string | undefined) => value?.trim() || null;

function valuesOf(offer: Offer): Values {
  return {
    type: offer.type,
    name: offer.name,
    description: offer.description ?? '',
    active: offer.active,
    public: offer.public,
    image: offer.image ?? '',
    imageSquared: offer.imageSquared ?? '',
    buttonText: offer.buttonText ?? '',
    buttonLink: offer.buttonLink ?? '',
    price: offer.price,
    oldPrice: offer.oldPrice,
    categoryId: offer.category?.id ?? null,
    expirationDate: offer.expirationDate ? dayjs(offer.expirationDate) : null,
  };
}

interface Props {
  scope: OfferScope;
  target: OfferTarget;
  /** The store's currency, which prices are in (store offers). */
  currency: string;
  onClose: () => void;
}

/** Create or edit an offer: the store's (all fields), or the platform's (name, description, active, images). */
export function OfferModal({ scope, target, currency, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const save = useSaveOffer(scope);
  const uploading = useUploading('offer');
  const store = scope === 'store';
  const categories = useOfferCategories(i18n.language, store && target !== null);
  const editing = target && target !== 'create' ? target : null;
  // spec §8: a failed save is also told in a toast titled as the spec says.
  const mutation: SaveMutation<OfferInput, { m: string }> = {
    ...save,
    mutate: (input, callbacks) =>
      save.mutate(input, {
        ...callbacks,
        onError: (error) =>
          notification.error({
            title: editing ? t('offers.updateFailed') : t('offers.createFailed'),
            description: error.message,
          }),
      }),
  };
  return (
    <FormModal<Values, OfferInput, { m: string }>
      open={target !== null}
      title={editing ? t('offers.editTitle') : t('offers.createTitle')}
      okText={t('offers.save')}
      cancelText={t('offers.cancel')}
      okDisabled={uploading}
      initialValues={editing ? valuesOf(editing) : { type: 'product', active: true, public: false }}
      toInput={(values) => ({
        ...(editing ? { offerId: editing.id } : {}),
        type: values.type ?? 'product',
        name: values.name.trim(),
        description: blankToNull(values.description),
        active: values.active ?? true,
        public: values.public ?? false,
        image: blankToNull(values.image),
        imageSquared: blankToNull(values.imageSquared),
        buttonText: blankToNull(values.buttonText),
        buttonLink: blankToNull(values.buttonLink),
        price: values.price ?? null,
        oldPrice: values.oldPrice ?? null,
        categoryId: values.categoryId ?? null,
        expirationDate: dayOf(values.expirationDate),
      })}
      mutation={mutation}
      onSaved={() => {
        notification.success({ title: editing ? t('offers.updated') : t('offers.created') });
        onClose();
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('offers.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="description" label={t('offers.description')} rules={fields.description.rules}>
        <Input.TextArea {...fields.description.text} rows={3} />
      </Form.Item>
      {store ? (
        <>
          <div className="content-form__row">
            <Form.Item name="type" label={t('offers.type')}>
              <Select
                options={offerTypes.map((type) => ({ value: type, label: t(`offers.types.${type}`) }))}
              />
            </Form.Item>
            <Form.Item name="categoryId" label={t('offers.category')}>
              <Select
                allowClear
                loading={categories.isPending}
                placeholder={t('offers.noCategory')}
                options={(categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.label }))}
              />
            </Form.Item>
          </div>
          <div className="content-form__row">
            <Form.Item name="price" label={t('offers.price', { currency })} rules={fields.price.rules}>
              <InputNumber<number> {...fields.price.number} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="oldPrice"
              label={t('offers.oldPrice', { currency })}
              rules={fields.oldPrice.rules}
            >
              <InputNumber<number> {...fields.oldPrice.number} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <div className="content-form__row">
            <Form.Item
              name="expirationDate"
              label={t('offers.expirationDate')}
              extra={t('offers.expirationHelp')}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="public"
              label={t('offers.public')}
              valuePropName="checked"
              extra={t('offers.publicHelp')}
            >
              <Switch />
            </Form.Item>
          </div>
          <div className="content-form__row">
            <Form.Item name="buttonText" label={t('offers.buttonText')} rules={fields.buttonText.rules}>
              <Input {...fields.buttonText.text} />
            </Form.Item>
            <Form.Item name="buttonLink" label={t('offers.buttonLink')} rules={fields.buttonLink.rules}>
              <Input {...fields.buttonLink.text} placeholder="https://" />
            </Form.Item>
          </div>
        </>
      ) : null}
      <Form.Item name="active" label={t('offers.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="image" label={t('offers.image')} rules={fields.image.rules}>
        <Input {...fields.image.text} placeholder="https://" />
      </Form.Item>
      <ImageUpload
        modelType="offer"
        field="image"
        buttonLabel={t('offers.upload')}
        previewAlt={t('offers.imagePreview')}
        className="content-form__upload"
        previewClassName="content-form__preview"
        testId="offer-image-file"
      />
      <Form.Item name="imageSquared" label={t('offers.imageSquared')} rules={fields.imageSquared.rules}>
        <Input {...fields.imageSquared.text} placeholder="https://" />
      </Form.Item>
      <ImageUpload
        modelType="offer"
        field="imageSquared"
        buttonLabel={t('offers.uploadSquared')}
        previewAlt={t('offers.imageSquaredPreview')}
        className="content-form__upload"
        previewClassName="content-form__preview content-form__preview--square"
        testId="offer-square-file"
      />
    </FormModal>
  );
}
