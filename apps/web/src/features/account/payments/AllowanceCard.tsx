import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePayments } from './api';

/** The store's redemption allowance (free, bought, used, left) and the platform's manual payment steps. */
export function AllowanceCard() {
  const { t } = useTranslation();
  const payments = usePayments();
  const allowance = payments.data?.allowance;
  return (
    <Card
      title={<h2 className="payments__card-title">{t('payments.allowance')}</h2>}
      loading={payments.isPending}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('payments.free')}>{allowance?.redeemFree}</Descriptions.Item>
        <Descriptions.Item label={t('payments.bought')}>{allowance?.redeemBought}</Descriptions.Item>
        <Descriptions.Item label={t('payments.total')}>{allowance?.total}</Descriptions.Item>
        <Descriptions.Item label={t('payments.used')}>{allowance?.used}</Descriptions.Item>
        <Descriptions.Item label={t('payments.left')}>
          <strong data-testid="allowance-left">{allowance?.left}</strong>
        </Descriptions.Item>
      </Descriptions>
      {payments.data?.manualInstructions ? (
        <div className="payments__instructions">
          <h3>{t('payments.manualInstructions')}</h3>
          <p>{payments.data.manualInstructions}</p>
        </div>
      ) : null}
    </Card>
  );
}
