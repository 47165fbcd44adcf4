import { adminConfigurationRoutes } from '@premia/contract';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { useGeneralConfiguration, useSaveGeneral } from './api';
import { SettingsCard } from './SettingsCard';

const fields = formFields(
  adminConfigurationRoutes['/admin/configuration/save-subscription-freerewards'].input,
);

/** The general tab: whether stores buy redemption packs, and the free redemptions of a new store. */
export default function GeneralTab() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('adminConfiguration.general.title')}
      read={useGeneralConfiguration()}
      valuesOf={(data) => ({ redeemBought: data.redeemBought, freeRedemptions: data.freeRedemptions })}
      save={useSaveGeneral()}
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
        <NumberInput {...fields.freeRedemptions.number} style={{ width: 200 }} />
      </Form.Item>
    </SettingsCard>
  );
}
