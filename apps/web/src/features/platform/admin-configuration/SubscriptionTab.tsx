import { adminConfigurationRoutes } from '@premia/contract';
import { App, Button, Card, Form, Radio, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { palette } from '../../../ui/theme';
import { useChoosePaypalPlan, usePaypalPlans, useSaveSubscription, useSubscriptionSettings } from './api';
import { SettingsCard } from './SettingsCard';

const fields = formFields(adminConfigurationRoutes['/admin/configuration/save-subscription'].input);

/** The subscription stores pay (on/off for new stores, price, period) and the PayPal plan they subscribe to. */
export default function SubscriptionTab() {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const settings = useSubscriptionSettings();
  const [showPlans, setShowPlans] = useState(false);
  const plans = usePaypalPlans(showPlans);
  const choose = useChoosePaypalPlan();
  const data = settings.data;
  const failed = (error: Error) =>
    notification.error({ title: t('adminConfiguration.saveFailed'), description: error.message });
  const pick = (paypalPlanId?: string) =>
    choose.mutate(paypalPlanId ? { paypalPlanId } : {}, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: failed,
    });

  return (
    <>
      <SettingsCard
        title={t('adminConfiguration.subscription.title')}
        read={settings}
        valuesOf={({ enabled, price, period }) => ({ enabled, price, period })}
        save={useSaveSubscription()}
      >
        <Form.Item
          name="enabled"
          label={t('adminConfiguration.subscription.enabled')}
          extra={t('adminConfiguration.subscription.enabledHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('adminConfiguration.subscription.price', { currency: data?.currencyCode ?? '' })}
          rules={moneyRules(fields.price, 'price', data?.currencyCode ?? undefined)}
        >
          <MoneyInput currencyCode={data?.currencyCode ?? undefined} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="period" label={t('adminConfiguration.subscription.period')}>
          <Radio.Group
            options={[
              { value: 'month', label: t('adminConfiguration.subscription.month') },
              { value: 'year', label: t('adminConfiguration.subscription.year') },
            ]}
          />
        </Form.Item>
      </SettingsCard>
      <Card
        className="admin-configuration__card"
        title={
          <h2 className="admin-configuration__card-title">{t('adminConfiguration.paypalPlans.title')}</h2>
        }
      >
        <p className="admin-configuration__help">
          {data?.paypalPlanId
            ? t('adminConfiguration.paypalPlans.selected', { id: data.paypalPlanId })
            : t('adminConfiguration.paypalPlans.none')}
        </p>
        <div className="admin-configuration__actions">
          <Button
            onClick={() => (showPlans ? void plans.refetch() : setShowPlans(true))}
            loading={plans.isFetching}
          >
            {t('adminConfiguration.paypalPlans.load')}
          </Button>
          <Button onClick={() => pick()} loading={choose.isPending}>
            {t('adminConfiguration.paypalPlans.create')}
          </Button>
        </div>
        <LoadError query={plans} />
        {plans.data ? (
          <ResponsiveTable
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={plans.data.plans}
            scroll={{ x: true }}
            columns={[
              { title: t('adminConfiguration.paypalPlans.id'), dataIndex: 'id' },
              { title: t('adminConfiguration.paypalPlans.name'), dataIndex: 'name' },
              {
                title: t('adminConfiguration.paypalPlans.price'),
                render: (_, p) => (p.price === null ? '—' : f.money(p.price, p.currencyCode ?? undefined)),
              },
              {
                title: '',
                render: (_, p) =>
                  p.id === plans.data.selected ? (
                    <Tag color={palette.primary}>{t('adminConfiguration.paypalPlans.chosen')}</Tag>
                  ) : (
                    <Button size="small" onClick={() => pick(p.id)}>
                      {t('adminConfiguration.paypalPlans.choose')}
                    </Button>
                  ),
              },
            ]}
          />
        ) : null}
      </Card>
    </>
  );
}
