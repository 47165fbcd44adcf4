import { storeSaveInput } from '@premia/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { SwitchField } from './SwitchField';

const fields = formFields(storeSaveInput);

/**
 * «Tarjeta de sellos» (issue 34 §4): on or off, beside points or instead of them; the stamps a full card
 * has; what a full card gives; one stamp per customer per day (the default) or more.
 */
export function StampSettings() {
  const { t } = useTranslation();
  return (
    <SwitchField name="stampsOn" label={t('configuration.stampsOn')} extra={t('configuration.stampsHelp')}>
      <div className="configuration__row">
        <Form.Item
          name="stampsPerCard"
          label={t('configuration.stampsPerCard')}
          rules={fields.stampsPerCard.rules}
        >
          <NumberInput {...fields.stampsPerCard.number} />
        </Form.Item>
        <Form.Item
          name="stampPrize"
          label={t('configuration.stampPrize')}
          extra={t('configuration.stampPrizeHelp')}
          rules={[
            { required: true, whitespace: true, message: t('configuration.stampPrizeRequired') },
            ...fields.stampPrize.rules,
          ]}
        >
          <Input placeholder={t('configuration.stampPrizePlaceholder')} {...fields.stampPrize.text} />
        </Form.Item>
      </div>
      <SwitchField
        name="stampsOncePerDay"
        label={t('configuration.stampsOncePerDay')}
        extra={t('configuration.stampsOncePerDayHelp')}
      />
    </SwitchField>
  );
}
