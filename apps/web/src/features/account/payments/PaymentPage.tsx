import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AllowanceCard } from './AllowanceCard';
import { useBuyPlan, useConfirmPayment, usePayments } from './api';
import { BuyPlanModal } from './BuyPlanModal';
import { PaymentHistory } from './PaymentHistory';
import { type Plan, PlanList } from './PlanList';
import { useProviderReturn } from './useProviderReturn';
import './payments.css';

/** /dashboard/payment (owner): the redemption allowance, the packs to buy and the payments made. */
export default function PaymentPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.title'));
  const { notification } = App.useApp();
  const payments = usePayments();
  const buy = useBuyPlan();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const { mutate: confirmPayment } = useConfirmPayment();

  const confirm = useCallback(
    (paymentId: number) =>
      confirmPayment(
        { paymentId },
        {
          onSuccess: (answer) => notification.info({ title: answer.m }),
          onError: (error) => notification.error({ title: t('payments.failed'), description: error.message }),
        },
      ),
    [confirmPayment, notification, t],
  );
  useProviderReturn('paymentId', confirm);

  function buyPlan(plan: Plan) {
    buy.mutate(
      { planId: plan.id },
      {
        onSuccess: (answer) => {
          setChosen(null);
          if (answer.approveUrl) window.location.assign(answer.approveUrl);
          else
            notification.success({
              title: answer.existing ? t('payments.orderedBefore') : t('payments.ordered'),
              description: t('payments.payByHandAfter'),
            });
        },
      },
    );
  }

  const pendingPlans = new Set(
    (payments.data?.payments ?? []).filter((p) => p.status === 'pending').map((p) => p.plan?.id),
  );
  return (
    <div className="payments">
      <h1 className="payments__title">{t('payments.title')}</h1>
      <LoadError query={payments} />
      <div className="payments__grid">
        <AllowanceCard />
        <PlanList
          onBuy={(plan) => {
            buy.reset();
            setChosen(plan);
          }}
        />
      </div>
      <PaymentHistory />
      <BuyPlanModal
        plan={chosen}
        manualInstructions={payments.data?.manualInstructions ?? null}
        pending={chosen !== null && pendingPlans.has(chosen.id)}
        busy={buy.isPending}
        error={buy.error?.message ?? null}
        onConfirm={buyPlan}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
