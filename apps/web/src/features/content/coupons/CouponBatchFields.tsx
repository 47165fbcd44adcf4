import { couponAddFields, MAX_COUPON_CODES } from '@premia/contract';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { pickedDay } from '../../../forms/pickers';
import { useRewards } from '../../loyalty/rewards';

/** What the owner fills in for a batch, however its codes are made. */
export interface BatchValues {
  name: string;
  /** What each code gives: points, or one of the store's rewards. */
  worth: 'points' | 'reward';
  points?: number | null;
  rewardId?: number | null;
  expiresOn: Dayjs;
  limitPerCustomer?: number | null;
  count?: number;
}

const fields = formFields(couponAddFields, { expiresOn: pickedDay });

/** The batch's worth as the API takes it: points or a reward, the other null. */
export const worthOf = (values: BatchValues) =>
  values.worth === 'reward'
    ? { points: null, rewardId: values.rewardId ?? null }
    : { points: values.points ?? null, rewardId: null };

/**
 * The batch's name, what each code gives (points or a reward), expiry and limit per customer; with
 * `count` for codes the server makes.
 */
export function CouponBatchFields({ withCount }: { withCount: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const worth = Form.useWatch<BatchValues['worth']>('worth');
  const rewards = useRewards(true, worth === 'reward');
  return (
    <>
      <Form.Item name="name" label={t('coupons.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} placeholder={t('coupons.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="worth" label={t('coupons.worthLabel')}>
        <Radio.Group
          options={[
            { value: 'points', label: t('coupons.worthPoints') },
            { value: 'reward', label: t('coupons.worthReward') },
          ]}
        />
      </Form.Item>
      <div className="coupons__row">
        {worth === 'reward' ? (
          <Form.Item
            name="rewardId"
            label={t('coupons.rewardLabel')}
            extra={t('coupons.rewardHelp')}
            rules={[{ required: true, message: t('coupons.rewardRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={rewards.isLoading}
              options={(rewards.data?.rewards ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="points"
            label={t('coupons.pointsLabel')}
            rules={[...fields.points.rules, { required: true, message: t('coupons.pointsRequired') }]}
          >
            <NumberInput {...fields.points.number} />
          </Form.Item>
        )}
        {withCount ? (
          <Form.Item
            name="count"
            label={t('coupons.count')}
            extra={t('coupons.countHelp', { max: f.count(MAX_COUPON_CODES) })}
            rules={fields.count.rules}
          >
            <NumberInput {...fields.count.number} />
          </Form.Item>
        ) : null}
      </div>
      <div className="coupons__row">
        <Form.Item
          name="expiresOn"
          label={t('coupons.expiresOnLabel')}
          rules={[{ required: true, message: t('coupons.expiresRequired') }]}
        >
          <DatePicker format="DD/MM/YYYY" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item
          name="limitPerCustomer"
          label={t('coupons.limitLabel')}
          extra={t('coupons.limitHelp')}
          rules={fields.limitPerCustomer.rules}
        >
          <NumberInput {...fields.limitPerCustomer.number} />
        </Form.Item>
      </div>
    </>
  );
}
