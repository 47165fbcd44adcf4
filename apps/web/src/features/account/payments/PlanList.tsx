import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { palette } from '../../../ui/theme';
import { usePlans } from './api';

export type Plan = RouteResponse<'/general/payment/redemptions-costs'>['plans'][number];

/** The redemption packs on sale, each with its buy button. */
export function PlanList({ onBuy }: { onBuy: (plan: Plan) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const plans = usePlans();
  return (
    <Card title={<h2 className="payments__card-title">{t('payments.plans')}</h2>} loading={plans.isPending}>
      <LoadError query={plans} />
      {plans.error ? null : (
        <List
          dataSource={plans.data?.plans}
          locale={{
            emptyText: <span style={{ color: palette.textSecondary }}>{t('payments.noPlans')}</span>,
          }}
          renderItem={(plan) => (
            <List.Item
              actions={[
                <Button
                  key="buy"
                  type="primary"
                  onClick={() => onBuy(plan)}
                  aria-label={`${t('payments.buy')} ${plan.name}`}
                >
                  {t('payments.buy')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={plan.name}
                description={t('payments.planLine', {
                  redemptions: plan.redemptions,
                  price: f.money(plan.price, plan.currencyCode),
                })}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
