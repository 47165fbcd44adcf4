import type { Customer, StoreInfo } from '@premia/contract';
import { App, Button, Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { pointsForAmount } from './logic';
import { useOnce } from './useOnce';

interface Values {
  amount?: number | null;
  points?: number | null;
  ticketNumber?: string;
  description?: string;
}

interface Props {
  customer: Customer;
  store: StoreInfo;
  onDone: (balance: number) => void;
  className?: string;
}

/** Points for a purchase: the amount with the store's conversion, or points given directly. */
/** Mounted per customer: the first field takes the focus, ready for the amount. */
export function GivePointsForm({ customer, store, onDone, className }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const once = useOnce();

  async function submit(values: Values) {
    const body = {
      customerId: customer.id,
      ...(store.useConversion ? { amount: values.amount ?? 0 } : { points: values.points ?? 0 }),
      ...(store.showTicketNumberField && values.ticketNumber?.trim()
        ? { ticketNumber: values.ticketNumber.trim() }
        : {}),
      ...(store.showDescriptionField && values.description?.trim()
        ? { description: values.description.trim() }
        : {}),
    };
    const result = await once.run(body, (headers) => api('/client/customer/add-points', body, { headers }));
    if (!result) return;
    if (result.s !== 'ok') {
      notification.error({ title: t('loyalty.giveFailed'), description: result.m });
      return;
    }
    notification.success({ title: result.m });
    form.resetFields();
    onDone(result.balance);
  }

  const preview = store.useConversion ? pointsForAmount(amount, store) : null;
  return (
    <Card className={className} title={<h2 className="counter-section-title">{t('loyalty.giveTitle')}</h2>}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {store.useConversion ? (
          <Form.Item
            name="amount"
            label={t('loyalty.amount', { currency: store.currencyCode })}
            rules={[{ required: true, message: t('loyalty.amountRequired') }]}
            extra={t('loyalty.conversion', {
              points: store.conversionPoints,
              money: store.conversionMoney.toFixed(2),
              currency: store.currencyCode,
            })}
          >
            <InputNumber<number>
              autoFocus
              min={0.01}
              max={10_000_000}
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
            rules={[{ required: true, message: t('loyalty.pointsRequired') }]}
          >
            <InputNumber<number>
              autoFocus
              min={1}
              max={10_000_000}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%' }}
              size="large"
            />
          </Form.Item>
        )}
        {store.showTicketNumberField ? (
          <Form.Item name="ticketNumber" label={t('loyalty.ticketNumber')}>
            <Input maxLength={60} autoComplete="off" />
          </Form.Item>
        ) : null}
        {store.showDescriptionField ? (
          <Form.Item name="description" label={t('loyalty.description')}>
            <Input maxLength={500} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" block loading={once.busy}>
          {preview !== null && preview > 0
            ? t('loyalty.giveWithPreview', { points: preview })
            : t('loyalty.give')}
        </Button>
      </Form>
    </Card>
  );
}
