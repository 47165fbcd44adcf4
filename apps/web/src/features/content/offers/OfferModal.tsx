import { type Offer, offerFields, offerTypes } from '@premia/contract';
import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { amountIn, MoneyInput, type MoneyValue } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { pickedDay } from '../../../forms/pickers';
import { useMoneyPlace } from '../../../forms/useMoneyPlace';
import { ContentModal, type ContentValues, contentInputOf, contentValuesOf, NEW_CONTENT } from '../content';
import { type OfferInput, type OfferScope, useOfferCategories, useSaveOffer } from './api';
import { type Audience, OfferAudience } from './OfferAudience';

interface Values extends ContentValues {
  type?: Offer['type'];
  price?: MoneyValue;
  oldPrice?: MoneyValue;
  categoryId?: number | null;
  expirationDate?: Dayjs | null;
  audience?: Audience;
  segmentId?: number | null;
}

export type OfferTarget = 'create' | Offer | null;

const fields = formFields(offerFields, { expirationDate: pickedDay });

function valuesOf(offer: Offer): Values {
  return {
    ...contentValuesOf(offer),
    type: offer.type,
    price: offer.price,
    oldPrice: offer.oldPrice,
    categoryId: offer.category?.id ?? null,
    expirationDate: offer.expirationDate ? dayjs(offer.expirationDate) : null,
    audience: offer.segmentId === null ? 'all' : 'segment',
    segmentId: offer.segmentId,
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
  const save = useSaveOffer(scope);
  const store = scope === 'store';
  const categories = useOfferCategories(i18n.language, store && target !== null);
  const editing = target && target !== 'create' ? target : null;
  const { currencyCode } = useMoneyPlace({});
  return (
    <ContentModal<Values, OfferInput>
      section="offers"
      modelType="offer"
      open={target !== null}
      editing={editing !== null}
      initialValues={editing ? valuesOf(editing) : { ...NEW_CONTENT, type: 'product', audience: 'all' }}
      toInput={(values) => ({
        ...(editing ? { offerId: editing.id } : {}),
        ...contentInputOf(values),
        type: values.type ?? 'product',
        price: amountIn(values.price),
        oldPrice: amountIn(values.oldPrice),
        categoryId: values.categoryId ?? null,
        expirationDate: pickedDay(values.expirationDate),
        ...(store ? { segmentId: values.audience === 'segment' ? (values.segmentId ?? null) : null } : {}),
      })}
      save={save}
      fields={fields}
      links={store}
      onClose={onClose}
    >
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
            <Form.Item
              name="price"
              label={t('offers.price', { currency })}
              rules={moneyRules(fields.price, 'price', currencyCode)}
            >
              <MoneyInput />
            </Form.Item>
            <Form.Item
              name="oldPrice"
              label={t('offers.oldPrice', { currency })}
              rules={moneyRules(fields.oldPrice, 'oldPrice', currencyCode)}
            >
              <MoneyInput />
            </Form.Item>
          </div>
          <Form.Item
            name="expirationDate"
            label={t('offers.expirationDate')}
            extra={t('offers.expirationHelp')}
          >
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
          <OfferAudience />
        </>
      ) : null}
    </ContentModal>
  );
}
