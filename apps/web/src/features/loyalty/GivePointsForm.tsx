import { addPointsInput, type Customer, type StoreInfo } from '@premia/contract';
import { App, Button, Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../forms/formFields';
import { useGivePoints } from '../points/api';
import { pointsForAmount } from './logic';

interface Values {
  amount?: number | null;
  points?: number | null;
  ticketNumber?: string;
  description?: string;
}

interface Props {
  customer: Customer;
  store: StoreInfo;
  className?: string;
}

const fields = formFields(addPointsInput);

/**
 * Points for a purchase: the amount with the store's conversion, or points given directly. Mounted
 * per customer: the first field takes the focus, ready for the amount.
 */
export function GivePointsForm({ customer, store, className }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const give = useGivePoints();

  function submit(values: Values) {
    const ticketNumber = store.showTicketNumberField ? values.ticketNumber?.trim() : undefined;
    const description = store.showDescriptionField ? values.description?.trim() : undefined;
    give.mutate(
      {
        customerId: customer.id,
        ...(store.useConversion ? { amount: values.amount ?? 0 } : { points: values.points ?? 0 }),
        ...(ticketNumber ? { ticketNumber } : {}),
        ...(description ? { description } : {}),
      },
      {
        onSuccess: (answer) => {
          notification.success({ title: answer.m });
          form.resetFields();
        },
        onError: (error) =>
          notification.error({ title: t('loyalty.giveFailed'), description: error.message }),
      },
    );
  }

  const preview = store.useConversion ? pointsForAmount(amount, store) : null;
  return (
    <Card className={className} title={<h2 className="counter-section-title">{t('loyalty.giveTitle')}</h2>}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {store.useConversion ? (
          <Form.Item
            name="amount"
            label={t('loyalty.amount', { currency: store.currencyCode })}
            rules={[{ required: true, message: t('loyalty.amountRequired') }, ...fields.amount.rules]}
            extra={t('loyalty.conversion', {
              points: store.conversionPoints,
              money: store.conversionMoney.toFixed(2),
              currency: store.currencyCode,
            })}
          >
            <InputNumber<number>
              autoFocus
              {...fields.amount.number}
              step={0.01}
              precision={2}
              inputMode="decimal"
              style={{ width: '100%' }}
              size="large"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="points"
            label={t('loyalty.pointsToGive')}
            rules={[{ required: true, message: t('loyalty.pointsRequired') }, ...fields.points.rules]}
          >
            <InputNumber<number>
              autoFocus
              {...fields.points.number}
              inputMode="numeric"
              style={{ width: '100%' }}
              size="large"
            />
          </Form.Item>
        )}
        {store.showTicketNumberField ? (
          <Form.Item name="ticketNumber" label={t('loyalty.ticketNumber')} rules={fields.ticketNumber.rules}>
            <Input {...fields.ticketNumber.text} autoComplete="off" />
          </Form.Item>
        ) : null}
        {store.showDescriptionField ? (
          <Form.Item name="description" label={t('loyalty.description')} rules={fields.description.rules}>
            <Input {...fields.description.text} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" block loading={give.isPending}>
          {preview !== null && preview > 0
            ? t('loyalty.giveWithPreview', { points: preview })
            : t('loyalty.give')}
        </Button>
      </Form>
    </Card>
  );
}
