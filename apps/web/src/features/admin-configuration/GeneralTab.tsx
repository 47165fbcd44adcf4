import { adminConfigurationRoutes } from '@premia/contract';
import { Alert, App, Button, Card, Form, InputNumber, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../forms/formFields';
import { useGeneralConfiguration, useSaveGeneral } from './api';

const fields = formFields(
  adminConfigurationRoutes['/admin/configuration/save-subscription-freerewards'].input,
);

interface Values {
  redeemBought: boolean;
  freeRedemptions: number;
}

/** The general tab: whether stores buy redemption packs, and the free redemptions of a new store. */
export default function GeneralTab() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const settings = useGeneralConfiguration();
  const save = useSaveGeneral();
  const [form] = Form.useForm<Values>();
  const data = settings.data;
  useEffect(() => {
    if (data) form.setFieldsValue({ redeemBought: data.redeemBought, freeRedemptions: data.freeRedemptions });
  }, [data, form]);

  return (
    <Card
      className="admin-configuration__card"
      loading={settings.isPending}
      title={<h2 className="admin-configuration__card-title">{t('adminConfiguration.general.title')}</h2>}
    >
      {settings.error ? <Alert type="error" title={settings.error.message} showIcon /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          save.mutate(values, {
            onSuccess: (answer) => notification.success({ title: answer.m }),
            onError: (error) =>
              notification.error({ title: t('adminConfiguration.saveFailed'), description: error.message }),
          })
        }
      >
        <Form.Item
          name="redeemBought"
          label={t('adminConfiguration.general.redeemBought')}
          extra={t('adminConfiguration.general.redeemBoughtHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="freeRedemptions"
          label={t('adminConfiguration.general.freeRedemptions')}
          extra={t('adminConfiguration.general.freeRedemptionsHelp')}
          rules={fields.freeRedemptions.rules}
        >
          <InputNumber<number> {...fields.freeRedemptions.number} style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('adminConfiguration.save')}
        </Button>
      </Form>
    </Card>
  );
}
