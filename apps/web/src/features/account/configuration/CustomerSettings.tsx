import { storeSaveInput } from '@premia/contract';
import { Divider, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { SwitchField } from './SwitchField';
import { switches } from './storeValues';

const fields = formFields(storeSaveInput);
/** The windows offered for a repeated ticket number: today, or the last N days. */
const TICKET_WINDOWS = [1, 2, 3, 7, 15, 30, 90];

/** The settings' customers section: the e-mails and counter fields switches, reward requests, texts. */
export function CustomerSettings() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const ticketField = Form.useWatch('showTicketNumberField', form);
  const ticketWindow = Form.useWatch('duplicateTicketDays', form);
  const windows = [...new Set([...TICKET_WINDOWS, ...(ticketWindow ? [ticketWindow] : [])])].sort(
    (a, b) => a - b,
  );
  return (
    <>
      <Divider titlePlacement="start">{t('configuration.customersSection')}</Divider>
      {switches.map((key) => (
        <SwitchField key={key} name={key} label={t(`configuration.${key}`)} />
      ))}
      {ticketField ? (
        <Form.Item
          name="duplicateTicketDays"
          label={t('configuration.duplicateTicketDays')}
          extra={t('configuration.duplicateTicketDaysHelp')}
          rules={fields.duplicateTicketDays.rules}
        >
          <Select
            style={{ maxWidth: 280 }}
            options={windows.map((days) => ({
              value: days,
              label:
                days === 1
                  ? t('configuration.ticketWindowToday')
                  : t('configuration.ticketWindowDays', { count: days }),
            }))}
          />
        </Form.Item>
      ) : null}
      <SwitchField name="requestReward" label={t('configuration.requestReward')}>
        <Form.Item
          name="rewardRequestInfo"
          label={t('configuration.rewardRequestInfo')}
          rules={fields.rewardRequestInfo.rules}
        >
          <Input.TextArea rows={2} {...fields.rewardRequestInfo.text} />
        </Form.Item>
      </SwitchField>
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
