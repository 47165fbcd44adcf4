import { adminPaymentsRoutes, manualPaymentMethods } from '@premia/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { useFailureToast } from '../../../forms/useFailureToast';
import { type AdminPlan, useAddStorePayment } from './api';

const fields = formFields(adminPaymentsRoutes['/admin/store/payment/add'].input);

interface Values {
  planId: number;
  amount: number;
  method: (typeof manualPaymentMethods)[number];
  note?: string;
}
type PaymentInput = {
  storeId: number;
  planId: number;
  amount: number;
  method: Values['method'];
  note?: string;
};

/** A payment received by hand (cash, transfer): recorded and confirmed at once. */
export function AddPaymentModal({
  storeId,
  plans,
  open,
  onClose,
  onSaved,
}: {
  storeId: number;
  plans: AdminPlan[];
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const add = useAddStorePayment(storeId);
  const [form] = Form.useForm<Values>();
  const mutation = useFailureToast(add, t('adminPayments.addFailed'));
  return (
    <FormModal<Values, PaymentInput, { m: string }>
      form={form}
      open={open}
      title={t('adminPayments.addTitle')}
      okText={t('adminPayments.save')}
      cancelText={t('adminPayments.cancel')}
      initialValues={{ method: 'transfer' }}
      toInput={(values) => ({ storeId, ...values, note: values.note?.trim() || undefined })}
      mutation={mutation}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="planId" label={t('adminPayments.plan')} rules={fields.planId.rules}>
        <Select
          options={plans.map((p) => ({ value: p.id, label: `${p.name} · ${p.redemptions}` }))}
          onChange={(planId: number) => {
            const plan = plans.find((p) => p.id === planId);
            if (plan) form.setFieldValue('amount', plan.price);
          }}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('adminPayments.amount')}
        rules={moneyRules(fields.amount, 'amount', undefined)}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item name="method" label={t('adminPayments.method')} rules={fields.method.rules}>
        <Select
          options={manualPaymentMethods.map((m) => ({ value: m, label: t(`adminPayments.methods.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('adminPayments.note')} rules={fields.note.rules}>
        <Input.TextArea {...fields.note.text} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
