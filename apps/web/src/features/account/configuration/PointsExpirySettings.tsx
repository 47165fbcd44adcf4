import { pointsExpiryRules, storeSaveInput } from '@premia/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { NumberInput } from '../../../forms/NumberInput';

const fields = formFields(storeSaveInput);

const ruleLabel = {
  never: 'configuration.pointsExpiryNever',
  earned: 'configuration.pointsExpiryEarned',
  inactive: 'configuration.pointsExpiryInactive',
} as const;

/**
 * When the store's points expire (never, N months after earning them, or all after N months without a
 * visit), and what a point is worth: the value of the liability report.
 */
export function PointsExpirySettings() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rule = Form.useWatch('pointsExpiryRule', form);
  const currencyCode = Form.useWatch('currencyCode', form) as string | undefined;
  return (
    <>
      <div className="configuration__row">
        <Form.Item
          name="pointsExpiryRule"
          label={t('configuration.pointsExpiry')}
          extra={t('configuration.pointsExpiryHelp')}
        >
          <Select options={pointsExpiryRules.map((r) => ({ value: r, label: t(ruleLabel[r]) }))} />
        </Form.Item>
        {rule && rule !== 'never' ? (
          <Form.Item
            name="pointsExpiryMonths"
            label={t('configuration.pointsExpiryMonths')}
            rules={fields.pointsExpiryMonths.rules}
          >
            <NumberInput {...fields.pointsExpiryMonths.number} />
          </Form.Item>
        ) : null}
      </div>
      <div className="configuration__row">
        <Form.Item
          name="pointValue"
          label={t('configuration.pointValue')}
          extra={t('configuration.pointValueHelp')}
          rules={moneyRules(fields.pointValue, 'pointValue', currencyCode)}
        >
          <MoneyInput currencyCode={currencyCode} />
        </Form.Item>
      </div>
    </>
  );
}
