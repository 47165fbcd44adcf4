import { type ShippingCost, shippingCostFields } from '@premia/contract';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountOf, centsOf } from '../../../format/money';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { amountIn, centsToWire, MoneyInput, type MoneyValue } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { useMoneyPlace } from '../../../forms/useMoneyPlace';
import { type ShippingCostInput, useSaveShippingCost } from './api';

interface Values {
  name: string;
  cost: MoneyValue;
  freeFrom?: MoneyValue;
  active?: boolean;
}

export type ShippingCostTarget = 'create' | ShippingCost | null;

const fields = formFields(shippingCostFields, { costCents: centsToWire, freeFromCents: centsToWire });

/** Create or edit a shipping zone: its name, cost and the order amount that ships free. */
export function ShippingCostModal({
  target,
  currency,
  onClose,
  onSaved,
}: {
  target: ShippingCostTarget;
  currency: string | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveShippingCost();
  const editing = target && target !== 'create' ? target : null;
  const { currencyCode } = useMoneyPlace({});
  return (
    <FormModal<Values, ShippingCostInput, { m: string }>
      open={target !== null}
      title={editing ? t('shippingCosts.editTitle') : t('shippingCosts.createTitle')}
      okText={t('shop.save')}
      cancelText={t('shop.cancel')}
      initialValues={
        editing
          ? {
              name: editing.name,
              cost: amountOf(editing.costCents) ?? 0,
              freeFrom: amountOf(editing.freeFromCents),
              active: editing.active,
            }
          : { active: true }
      }
      toInput={(values) => ({
        ...(editing ? { shippingCostId: editing.id } : {}),
        name: values.name.trim(),
        costCents: centsOf(amountIn(values.cost)) ?? 0,
        freeFromCents: centsOf(amountIn(values.freeFrom ?? null)),
        active: values.active ?? true,
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('shippingCosts.name')}
        rules={[{ required: true, whitespace: true, message: t('shippingCosts.nameRequired') }]}
      >
        <Input {...fields.name.text} placeholder={t('shippingCosts.namePlaceholder')} />
      </Form.Item>
      <div className="shop__row">
        <Form.Item
          name="cost"
          label={t('shippingCosts.cost', { currency })}
          rules={moneyRules(fields.costCents, 'costCents', currencyCode, {
            required: true,
            message: t('shippingCosts.costRequired'),
          })}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="freeFrom"
          label={t('shippingCosts.freeFrom', { currency })}
          extra={t('shippingCosts.freeFromHelp')}
          rules={moneyRules(fields.freeFromCents, 'freeFromCents', currencyCode)}
        >
          <MoneyInput />
        </Form.Item>
      </div>
      <Form.Item name="active" label={t('shippingCosts.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
