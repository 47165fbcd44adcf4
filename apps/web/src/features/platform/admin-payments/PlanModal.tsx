import { planInput } from '@premia/contract';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { NumberInput } from '../../../forms/NumberInput';
import { useFailureToast } from '../../../forms/useFailureToast';
import { type AdminPlan, type PlanInput, useSavePlan } from './api';

interface Values {
  name: string;
  price: number;
  redemptions: number;
  active: boolean;
  usePaypal: boolean;
}

export type PlanTarget = 'create' | AdminPlan | null;

const fields = formFields(planInput);

/** Create or edit a plan (a redemption pack); a refusal is also a toast with the spec's title. */
export function PlanModal({
  target,
  onClose,
  onSaved,
}: {
  target: PlanTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const editing = target && target !== 'create' ? target : null;
  const mutation = useFailureToast(
    save,
    editing ? t('adminPayments.plans.updateFailed') : t('adminPayments.plans.createFailed'),
  );
  return (
    <FormModal<Values, PlanInput, { m: string }>
      open={target !== null}
      title={editing ? t('adminPayments.plans.editTitle') : t('adminPayments.plans.createTitle')}
      okText={t('adminPayments.save')}
      cancelText={t('adminPayments.cancel')}
      initialValues={
        editing
          ? {
              name: editing.name,
              price: editing.price,
              redemptions: editing.redemptions,
              active: editing.active,
              usePaypal: editing.usePaypal,
            }
          : { active: true, usePaypal: false }
      }
      toInput={(values) => ({
        ...(editing ? { planId: editing.id } : {}),
        ...values,
        name: values.name.trim(),
      })}
      mutation={mutation}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('adminPayments.plans.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('adminPayments.plans.price')}
        rules={moneyRules(fields.price, 'price', editing?.currencyCode)}
      >
        <MoneyInput currencyCode={editing?.currencyCode} />
      </Form.Item>
      <Form.Item
        name="redemptions"
        label={t('adminPayments.plans.redemptions')}
        rules={fields.redemptions.rules}
      >
        <NumberInput {...fields.redemptions.number} />
      </Form.Item>
      <Form.Item name="active" label={t('adminPayments.plans.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="usePaypal"
        label={t('adminPayments.plans.usePaypal')}
        extra={t('adminPayments.plans.usePaypalHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
