import { storeSaveInput } from '@premia/contract';
import { Divider, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../forms/formFields';
import { switches } from './storeValues';

const fields = formFields(storeSaveInput);

/** The settings' customers section: the e-mails and counter fields switches, reward requests, texts. */
export function CustomerSettings() {
  const { t } = useTranslation();
  const requestReward = Form.useWatch('requestReward', Form.useFormInstance());
  return (
    <>
      <Divider titlePlacement="start">{t('configuration.customersSection')}</Divider>
      {switches.map((key) => (
        <Form.Item
          key={key}
          name={key}
          label={t(`configuration.${key}`)}
          valuePropName="checked"
          layout="horizontal"
        >
          <Switch />
        </Form.Item>
      ))}
      <Form.Item
        name="requestReward"
        label={t('configuration.requestReward')}
        valuePropName="checked"
        layout="horizontal"
      >
        <Switch />
      </Form.Item>
      {requestReward ? (
        <Form.Item
          name="rewardRequestInfo"
          label={t('configuration.rewardRequestInfo')}
          rules={fields.rewardRequestInfo.rules}
        >
          <Input.TextArea rows={2} {...fields.rewardRequestInfo.text} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="redeemAvailableText"
        label={t('configuration.redeemAvailableText')}
        rules={fields.redeemAvailableText.rules}
      >
        <Input.TextArea rows={2} {...fields.redeemAvailableText.text} />
      </Form.Item>
    </>
  );
}
