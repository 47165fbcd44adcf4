import { birthdayGifts, DEFAULT_BIRTHDAY_MESSAGE, storeSaveInput } from '@premia/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';

const fields = formFields(storeSaveInput);

const giftLabel = {
  off: 'configuration.birthdayGiftOff',
  points: 'configuration.birthdayGiftPoints',
} as const;

/**
 * The birthday gift (issue 34 §2): nothing, or points once a year on the customer's birthday, with the
 * owner's message or ours. A reward as the gift is not offered: there is no free-redemption credit.
 */
export function BirthdaySettings() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const gift = Form.useWatch('birthdayGift', form);
  return (
    <>
      <div className="configuration__row">
        <Form.Item
          name="birthdayGift"
          label={t('configuration.birthdayGift')}
          extra={t('configuration.birthdayHelp')}
        >
          <Select options={birthdayGifts.map((g) => ({ value: g, label: t(giftLabel[g]) }))} />
        </Form.Item>
        {gift === 'points' ? (
          <Form.Item
            name="birthdayPoints"
            label={t('configuration.birthdayPoints')}
            rules={fields.birthdayPoints.rules}
          >
            <NumberInput {...fields.birthdayPoints.number} />
          </Form.Item>
        ) : null}
      </div>
      {gift === 'points' ? (
        <Form.Item
          name="birthdayMessage"
          label={t('configuration.birthdayMessage')}
          extra={t('configuration.birthdayMessageHelp', { points: '{{points}}' })}
          rules={fields.birthdayMessage.rules}
        >
          <Input.TextArea rows={2} placeholder={DEFAULT_BIRTHDAY_MESSAGE} {...fields.birthdayMessage.text} />
        </Form.Item>
      ) : null}
    </>
  );
}
