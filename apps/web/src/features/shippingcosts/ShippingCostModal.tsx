import { type ShippingCost, shippingCostFields } from '@premia/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../forms/FormModal';
import { formFields } from '../../forms/formFields';
import { amountInput, amountOf, centsOf } from '../products/money';
import { type ShippingCostInput, useSaveShippingCost } from './api';

interface Values {
  name: string;
  cost: number;
  freeFrom?: number | null;
  active?: boolean;
}

export type ShippingCostTarget = 'create' | ShippingCost | null;

const fields = formFields(shippingCostFields);

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
        costCents: centsOf(values.cost) ?? 0,
        freeFromCents: centsOf(values.freeFrom),
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
          rules={[{ required: true, message: t('shippingCosts.costRequired') }]}
        >
          <InputNumber<number> {...amountInput(fields.costCents.number)} />
        </Form.Item>
        <Form.Item
          name="freeFrom"
          label={t('shippingCosts.freeFrom', { currency })}
          extra={t('shippingCosts.freeFromHelp')}
        >
          <InputNumber<number> {...amountInput(fields.freeFromCents.number)} />
        </Form.Item>
      </div>
      <Form.Item name="active" label={t('shippingCosts.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
