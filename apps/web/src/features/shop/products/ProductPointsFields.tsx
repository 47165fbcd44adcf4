import { Form, type FormInstance, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
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
          <NumberInput {...fields.fixedPoints.number} />
        </Form.Item>
      ) : null}
    </>
  );
}
