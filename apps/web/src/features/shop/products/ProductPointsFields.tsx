import { Form, type FormInstance, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../forms/formFields';
import type { ProductValues } from './productValues';

interface Props {
  form: FormInstance<ProductValues>;
  fields: Record<'fixedPoints', FormField>;
}

/** How a product gives points: the store's conversion of its price, or a fixed number per unit. */
export function ProductPointsFields({ form, fields }: Props) {
  const { t } = useTranslation();
  const mode = Form.useWatch('pointsMode', form);
  return (
    <>
      <Form.Item name="pointsMode" label={t('products.points')}>
        <Radio.Group
          options={[
            { value: 'conversion', label: t('products.pointsConversion') },
            { value: 'fixed', label: t('products.pointsFixed') },
          ]}
        />
      </Form.Item>
      {mode === 'fixed' ? (
        <Form.Item
          name="fixedPoints"
          label={t('products.fixedPoints')}
          rules={[
            ...fields.fixedPoints.rules,
            { required: true, message: t('server.products.fixedPointsRequired') },
          ]}
        >
          <InputNumber<number> {...fields.fixedPoints.number} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
    </>
  );
}
