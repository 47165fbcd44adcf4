import { storeSaveInput } from '@premia/contract';
import { Divider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';

const fields = formFields(storeSaveInput);

/** The settings' online shop section: how many unpaid orders a customer may hold, and for how long. */
export function ShopSettings() {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('configuration.shopSection')}</Divider>
      <div className="configuration__row">
        <Form.Item
          name="maxOpenOrders"
          label={t('configuration.maxOpenOrders')}
          extra={t('configuration.maxOpenOrdersHelp')}
          rules={fields.maxOpenOrders.rules}
        >
          <NumberInput {...fields.maxOpenOrders.number} />
        </Form.Item>
        <Form.Item
          name="pickupReleaseHours"
          label={t('configuration.pickupReleaseHours')}
          extra={t('configuration.pickupReleaseHoursHelp')}
          rules={fields.pickupReleaseHours.rules}
        >
          <NumberInput {...fields.pickupReleaseHours.number} />
        </Form.Item>
      </div>
    </>
  );
}
