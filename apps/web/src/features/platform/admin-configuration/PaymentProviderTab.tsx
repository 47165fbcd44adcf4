import { adminConfigurationRoutes } from '@premia/contract';
import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { usePaymentInstructions, usePaypalSettings, useSavePaymentInstructions, useSavePaypal } from './api';
import { SettingsCard } from './SettingsCard';

const paypalFields = formFields(adminConfigurationRoutes['/admin/configuration/save-paypal'].input);
const instructionFields = formFields(adminConfigurationRoutes['/admin/configuration/payment/save'].input);

/** PayPal's credentials (the secret is only ever written, never shown) and the manual payment instructions. */
export default function PaymentProviderTab() {
  const { t } = useTranslation();
  const paypal = usePaypalSettings();
  return (
    <>
      <SettingsCard
        title={t('adminConfiguration.paypal.title')}
        read={paypal}
        valuesOf={({ clientId, mode, enabled }) => ({ clientId, mode, enabled, clientSecret: '' })}
        save={useSavePaypal()}
        afterSave={(form) => form.setFieldValue('clientSecret', '')}
      >
        <Form.Item name="enabled" label={t('adminConfiguration.paypal.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="clientId"
          label={t('adminConfiguration.paypal.clientId')}
          rules={paypalFields.clientId.rules}
        >
          <Input {...paypalFields.clientId.text} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label={t('adminConfiguration.paypal.clientSecret')}
          extra={
            paypal.data?.secretSet
              ? t('adminConfiguration.paypal.secretSet')
              : t('adminConfiguration.paypal.secretMissing')
          }
          rules={paypalFields.clientSecret.rules}
        >
          <Input.Password {...paypalFields.clientSecret.text} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="mode" label={t('adminConfiguration.paypal.mode')}>
          <Radio.Group
            options={[
              { value: 'sandbox', label: t('adminConfiguration.paypal.sandbox') },
              { value: 'live', label: t('adminConfiguration.paypal.live') },
            ]}
          />
        </Form.Item>
      </SettingsCard>
      <SettingsCard
        title={t('adminConfiguration.manual.title')}
        help={t('adminConfiguration.manual.help')}
        read={usePaymentInstructions()}
        valuesOf={(data) => ({ instructions: data.instructions })}
        save={useSavePaymentInstructions()}
      >
        <Form.Item
          name="instructions"
          label={t('adminConfiguration.manual.instructions')}
          rules={instructionFields.instructions.rules}
        >
          <Input.TextArea {...instructionFields.instructions.text} rows={5} />
        </Form.Item>
      </SettingsCard>
    </>
  );
}
