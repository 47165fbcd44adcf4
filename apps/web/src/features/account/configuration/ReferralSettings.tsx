import { storeSaveInput } from '@premia/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { NumberInput } from '../../../forms/NumberInput';
import { SwitchField } from './SwitchField';

const fields = formFields(storeSaveInput);

/**
 * «Invita a un amigo» (issue 34 §3): on or off; the points of the customer who invites and of the
 * friend; the friend's first purchase must reach the minimum (a first purchase under it gives nothing,
 * later ones neither); at most N rewarded invitations per customer and month.
 */
export function ReferralSettings() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const currencyCode = Form.useWatch('currencyCode', form) as string | undefined;
  return (
    <SwitchField
      name="referralsOn"
      label={t('configuration.referralsOn')}
      extra={t('configuration.referralsHelp')}
    >
      <div className="configuration__row">
        <Form.Item
          name="referrerPoints"
          label={t('configuration.referrerPoints')}
          rules={fields.referrerPoints.rules}
        >
          <NumberInput {...fields.referrerPoints.number} />
        </Form.Item>
        <Form.Item
          name="friendPoints"
          label={t('configuration.friendPoints')}
          rules={fields.friendPoints.rules}
        >
          <NumberInput {...fields.friendPoints.number} />
        </Form.Item>
      </div>
      <div className="configuration__row">
        <Form.Item
          name="referralMinPurchase"
          label={t('configuration.referralMinPurchase')}
          extra={t('configuration.referralMinPurchaseHelp')}
          rules={moneyRules(fields.referralMinPurchase, 'referralMinPurchase', currencyCode)}
        >
          <MoneyInput currencyCode={currencyCode} />
        </Form.Item>
        <Form.Item
          name="referralMonthlyCap"
          label={t('configuration.referralMonthlyCap')}
          extra={t('configuration.referralMonthlyCapHelp')}
          rules={fields.referralMonthlyCap.rules}
        >
          <NumberInput {...fields.referralMonthlyCap.number} />
        </Form.Item>
      </div>
    </SwitchField>
  );
}
