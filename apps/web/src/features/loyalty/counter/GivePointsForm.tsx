import {
  addPointsInput,
  type Customer,
  type BackOfficeAppInput as RouteInput,
  type StoreInfo,
} from '@premia/contract';
import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { useGivePoints } from '../points';
import { AmountField } from './AmountField';
import { DuplicateTicketModal } from './DuplicateTicketModal';
import { amountProblem, parseAmount, pointsForAmount } from './logic';

interface Values {
  /** The amount as typed (a text: '12,50' and 'abc' are both seen, and judged as typed). */
  amount?: string;
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
type GiveInput = RouteInput<'/client/customer/add-points'>;

/**
 * Points for a purchase: the amount with the store's conversion, or points given directly. Mounted
 * per customer: the first field takes the focus, ready for the amount.
 */
export function GivePointsForm({ customer, store, className }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const typed = Form.useWatch('amount', form);
  const give = useGivePoints();
  /** A purchase whose ticket number was already used: its input and what the server said, until confirmed. */
  const [repeated, setRepeated] = useState<{ input: GiveInput; message: string } | null>(null);
  // Judged as it is typed: the same rule for the inline message, the button and the submission.
  const problem = store.useConversion && typed !== undefined ? amountProblem(typed, store) : null;

  function send(input: GiveInput) {
    give.mutate(input, {
      onSuccess: (answer) => {
        setRepeated(null);
        notification.success({ title: answer.m });
        form.resetFields();
      },
      onError: (error) => {
        if (error.code === 'points.duplicateTicket' && !input.confirmDuplicateTicket) {
          setRepeated({ input, message: error.message });
          return;
        }
        setRepeated(null);
        notification.error({ title: t('loyalty.giveFailed'), description: error.message });
      },
    });
  }

  function submit(values: Values) {
    const ticketNumber = store.showTicketNumberField ? values.ticketNumber?.trim() : undefined;
    const description = store.showDescriptionField ? values.description?.trim() : undefined;
    send({
      customerId: customer.id,
      ...(store.useConversion
        ? { amount: parseAmount(values.amount, store.currencyCode) ?? 0 }
        : { points: values.points ?? 0 }),
      ...(ticketNumber ? { ticketNumber } : {}),
      ...(description ? { description } : {}),
    });
  }

  const preview =
    store.useConversion && !problem ? pointsForAmount(parseAmount(typed, store.currencyCode), store) : null;
  return (
    <Card className={className} title={<h2 className="counter-section-title">{t('loyalty.giveTitle')}</h2>}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {store.useConversion ? (
          <AmountField store={store} />
        ) : (
          <Form.Item
            name="points"
            label={t('loyalty.pointsToGive')}
            rules={[{ required: true, message: t('loyalty.pointsRequired') }, ...fields.points.rules]}
          >
            <NumberInput autoFocus {...fields.points.number} inputMode="numeric" size="large" />
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
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={give.isPending}
          disabled={problem !== null && problem.key !== 'loyalty.amountRequired'}
        >
          {preview !== null && preview > 0
            ? t('loyalty.giveWithPreview', { count: preview, points: f.count(preview) })
            : t('loyalty.give')}
        </Button>
      </Form>
      <DuplicateTicketModal
        message={repeated?.message ?? null}
        busy={give.isPending}
        onConfirm={() => repeated && send({ ...repeated.input, confirmDuplicateTicket: true })}
        onClose={() => setRepeated(null)}
      />
    </Card>
  );
}
