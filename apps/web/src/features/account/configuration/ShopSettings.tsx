import { storeSaveInput } from '@premia/contract';
import { Divider, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';

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
          <InputNumber {...fields.maxOpenOrders.number} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="pickupReleaseHours"
          label={t('configuration.pickupReleaseHours')}
          extra={t('configuration.pickupReleaseHoursHelp')}
          rules={fields.pickupReleaseHours.rules}
        >
          <InputNumber {...fields.pickupReleaseHours.number} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </>
  );
}
