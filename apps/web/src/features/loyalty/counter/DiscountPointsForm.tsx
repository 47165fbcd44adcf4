import { backOfficeRoutes, type Customer } from '@premia/contract';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { useDiscountPoints } from '../points';

interface Values {
  points: number | null;
  reason: string;
}

const fields = formFields(backOfficeRoutes['/client/customer/discount-points'].input);

/** Takes points off the customer at the counter, with the reason the statement keeps. */
export function DiscountPointsForm({ customer, className }: { customer: Customer; className?: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const discount = useDiscountPoints();

  function submit(values: Values) {
    discount.mutate(
      { customerId: customer.id, points: values.points ?? 0, reason: values.reason.trim() },
      {
        onSuccess: (answer) => {
          notification.success({ title: answer.m });
          form.resetFields();
        },
        onError: (error) =>
          notification.error({ title: t('loyalty.discountFailed'), description: error.message }),
      },
    );
  }

  return (
    <Card
      className={className}
      title={<h2 className="counter-section-title">{t('loyalty.discountTitle')}</h2>}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="points"
          label={t('loyalty.discountPoints')}
          rules={fields.points.rules}
          extra={t('loyalty.balanceNow', { points: customer.balance })}
        >
          <NumberInput {...fields.points.number} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="reason" label={t('loyalty.discountReason')} rules={fields.reason.rules}>
          <Input.TextArea rows={2} {...fields.reason.text} />
        </Form.Item>
        <Button htmlType="submit" danger loading={discount.isPending} block>
          {t('loyalty.discountSubmit')}
        </Button>
      </Form>
    </Card>
  );
}
