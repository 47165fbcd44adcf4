import { adminConfigurationRoutes } from '@premia/contract';
import { Alert, App, Button, Card, Form, Input, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../forms/formFields';
import { usePaymentInstructions, usePaypalSettings, useSavePaymentInstructions, useSavePaypal } from './api';

const paypalFields = formFields(adminConfigurationRoutes['/admin/configuration/save-paypal'].input);
const instructionFields = formFields(adminConfigurationRoutes['/admin/configuration/payment/save'].input);

interface PaypalValues {
  clientId: string;
  clientSecret?: string;
  mode: 'sandbox' | 'live';
  enabled: boolean;
}

/** PayPal's credentials (the secret is only ever written, never shown) and the manual payment instructions. */
export default function PaymentProviderTab() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const paypal = usePaypalSettings();
  const savePaypal = useSavePaypal();
  const instructions = usePaymentInstructions();
  const saveInstructions = useSavePaymentInstructions();
  const [paypalForm] = Form.useForm<PaypalValues>();
  const [instructionsForm] = Form.useForm<{ instructions: string }>();
  const failed = (error: Error) =>
    notification.error({ title: t('adminConfiguration.saveFailed'), description: error.message });

  useEffect(() => {
    if (paypal.data) {
      const { clientId, mode, enabled } = paypal.data;
      paypalForm.setFieldsValue({ clientId, mode, enabled, clientSecret: '' });
    }
  }, [paypal.data, paypalForm]);
  useEffect(() => {
    if (instructions.data) instructionsForm.setFieldsValue({ instructions: instructions.data.instructions });
  }, [instructions.data, instructionsForm]);

  return (
    <>
      <Card
        className="admin-configuration__card"
        loading={paypal.isPending}
        title={<h2 className="admin-configuration__card-title">{t('adminConfiguration.paypal.title')}</h2>}
      >
        {paypal.error ? <Alert type="error" title={paypal.error.message} showIcon /> : null}
        <Form<PaypalValues>
          form={paypalForm}
          layout="vertical"
          onFinish={(values) =>
            savePaypal.mutate(values, {
              onSuccess: (answer) => {
                notification.success({ title: answer.m });
                paypalForm.setFieldValue('clientSecret', '');
              },
              onError: failed,
            })
          }
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
          <Button type="primary" htmlType="submit" loading={savePaypal.isPending}>
            {t('adminConfiguration.save')}
          </Button>
        </Form>
      </Card>
      <Card
        className="admin-configuration__card"
        loading={instructions.isPending}
        title={<h2 className="admin-configuration__card-title">{t('adminConfiguration.manual.title')}</h2>}
      >
        <p className="admin-configuration__help">{t('adminConfiguration.manual.help')}</p>
        <Form<{ instructions: string }>
          form={instructionsForm}
          layout="vertical"
          onFinish={(values) =>
            saveInstructions.mutate(values, {
              onSuccess: (answer) => notification.success({ title: answer.m }),
              onError: failed,
            })
          }
        >
          <Form.Item
            name="instructions"
            label={t('adminConfiguration.manual.instructions')}
            rules={instructionFields.instructions.rules}
          >
            <Input.TextArea {...instructionFields.instructions.text} rows={5} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saveInstructions.isPending}>
            {t('adminConfiguration.save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
