import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { Alert, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';

type Plan = RouteResponse<'/general/payment/redemptions-costs'>['plans'][number];

interface Props {
  plan: Plan | null;
  /** The admin's text on how to pay by hand; null when there is none. */
  manualInstructions: string | null;
  /** The store already waits for the payment of this plan: confirming answers that order. */
  pending: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (plan: Plan) => void;
  onClose: () => void;
}

/** "Comprar" asks first: the plan, its price and how it is paid; only "Confirmar pedido" makes the order. */
export function BuyPlanModal({ plan, manualInstructions, pending, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Modal
      open={plan !== null}
      title={t('payments.confirmTitle')}
      okText={plan?.payBy === 'paypal' ? t('payments.confirmPaypal') : t('payments.confirmOrder')}
      cancelText={t('payments.cancel')}
      confirmLoading={busy}
      onOk={() => plan && onConfirm(plan)}
      onCancel={onClose}
      destroyOnHidden
    >
      {plan ? (
        <div className="payments__confirm">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('payments.plan')}>{plan.name}</Descriptions.Item>
            <Descriptions.Item label={t('payments.redemptions')}>
              {f.count(plan.redemptions)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.price')}>
              <strong>{f.money(plan.price, plan.currencyCode)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <h3 className="payments__how">{t('payments.manualInstructions')}</h3>
          {plan.payBy === 'paypal' ? (
            <p>{t('payments.payByPaypal')}</p>
          ) : (
            <>
              <p className="payments__manual">{manualInstructions ?? t('payments.payByHandDefault')}</p>
              <p>{t('payments.payByHandAfter')}</p>
            </>
          )}
          {pending ? <Alert type="info" showIcon title={t('payments.pendingSamePlan')} /> : null}
          {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
