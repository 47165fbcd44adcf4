import { storeSaveInput } from '@premia/contract';
import { Divider, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { NumberInput } from '../../../forms/NumberInput';

const fields = formFields(storeSaveInput);

/** The settings' points section: currency, welcome points and the purchase conversion. */
export function PointsSettings() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const useConversion = Form.useWatch('useConversion', form);
  const currencyCode = Form.useWatch('currencyCode', form) as string | undefined;
  const currencies = useRouteQuery('/general/get-currencies', {}, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <>
      <Divider titlePlacement="start">{t('configuration.pointsSection')}</Divider>
      <div className="configuration__row">
        <Form.Item name="currencyCode" label={t('configuration.currency')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={currencies.isPending}
            options={currencies.data?.currencies.map((c) => ({
              value: c.code,
              label: `${c.name} (${c.code})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="welcomePoints"
          label={t('configuration.welcomePoints')}
          rules={fields.welcomePoints.rules}
        >
          <NumberInput {...fields.welcomePoints.number} />
        </Form.Item>
      </div>
      <Form.Item name="useConversion" label={t('configuration.useConversion')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {useConversion ? (
        <div className="configuration__row">
          <Form.Item
            name="conversionPoints"
            label={t('configuration.conversionPoints')}
            rules={fields.conversionPoints.rules}
          >
            <NumberInput {...fields.conversionPoints.number} />
          </Form.Item>
          <Form.Item
            name="conversionMoney"
            label={t('configuration.conversionMoney')}
            rules={moneyRules(fields.conversionMoney, 'conversionMoney', currencyCode)}
          >
            <MoneyInput currencyCode={currencyCode} />
          </Form.Item>
        </div>
      ) : null}
    </>
  );
}
