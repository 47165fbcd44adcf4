import { couponAddFields, MAX_COUPON_CODES } from '@premia/contract';
import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../forms/formFields';

/** What the owner fills in for a batch, however its codes are made. */
export interface BatchValues {
  name: string;
  points: number;
  expiresOn: Dayjs;
  limitPerCustomer?: number | null;
  count?: number;
}

export const dayOf = (d: unknown) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : null);

const fields = formFields(couponAddFields, { expiresOn: dayOf });

/** The batch's name, points, expiry and limit per customer; with `count` for codes the server makes. */
export function CouponBatchFields({ withCount }: { withCount: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('coupons.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} placeholder={t('coupons.namePlaceholder')} />
      </Form.Item>
      <div className="coupons__row">
        <Form.Item name="points" label={t('coupons.pointsLabel')} rules={fields.points.rules}>
          <InputNumber<number> {...fields.points.number} style={{ width: '100%' }} />
        </Form.Item>
        {withCount ? (
          <Form.Item
            name="count"
            label={t('coupons.count')}
            extra={t('coupons.countHelp', { max: MAX_COUPON_CODES.toLocaleString() })}
            rules={fields.count.rules}
          >
            <InputNumber<number> {...fields.count.number} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
      </div>
      <div className="coupons__row">
        <Form.Item
          name="expiresOn"
          label={t('coupons.expiresOnLabel')}
          rules={[{ required: true, message: t('coupons.expiresRequired') }]}
        >
          <DatePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item
          name="limitPerCustomer"
          label={t('coupons.limitLabel')}
          extra={t('coupons.limitHelp')}
          rules={fields.limitPerCustomer.rules}
        >
          <InputNumber<number> {...fields.limitPerCustomer.number} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </>
  );
}
