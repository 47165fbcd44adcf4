import type { StoreInfo } from '@premia/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { type AmountProblem, amountProblem } from './logic';

/** The purchase's amount, judged as typed ('12,50' and 'abc' alike), with the store's conversion below it. */
export function AmountField({ store }: { store: StoreInfo }) {
  const { t } = useTranslation();
  const f = useFormat();
  const say = (problem: AmountProblem) =>
    t(
      problem.key,
      'max' in problem
        ? {
            max:
              problem.key === 'loyalty.amountTooLarge'
                ? f.money(problem.max, store.currencyCode)
                : f.count(problem.max),
          }
        : {},
    );
  return (
    <Form.Item
      name="amount"
      label={t('loyalty.amount', { currency: store.currencyCode })}
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            const found = amountProblem(value, store);
            if (found) throw new Error(say(found));
          },
        },
      ]}
      extra={t('loyalty.conversion', {
        count: store.conversionPoints,
        points: f.count(store.conversionPoints),
        money: f.money(store.conversionMoney, store.currencyCode),
      })}
    >
      <Input autoFocus inputMode="decimal" autoComplete="off" size="large" />
    </Form.Item>
  );
}
