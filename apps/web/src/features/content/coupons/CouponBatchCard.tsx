import { EyeOutlined, PrinterOutlined, QrcodeOutlined, SendOutlined } from '@ant-design/icons';
import type { CouponBatch } from '@premia/contract';
import { Button, Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { DeleteAction } from '../../../ui/CardActions';

interface Props {
  batch: CouponBatch;
  /** The sheet being made for this batch, in percent; null when it is not. */
  progress: number | null;
  printDisabled: boolean;
  onView: () => void;
  onPrint: () => void;
  onSend: () => void;
  onDelete: () => void;
}

/** One batch: its points, expiry, limit, how many codes were claimed; view claims, print, delete. */
export function CouponBatchCard({
  batch,
  progress,
  printDisabled,
  onView,
  onPrint,
  onSend,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  // The batch's last day is the store's: today as its clock says, not the browser's.
  const expired = batch.expiresOn < f.storeDay(new Date().toISOString());
  return (
    <Card
      data-testid="coupon-batch"
      actions={[
        <Button key="view" type="text" icon={<EyeOutlined />} onClick={onView}>
          {t('coupons.view')}
        </Button>,
        <Button
          key="print"
          type="text"
          icon={<PrinterOutlined />}
          onClick={onPrint}
          loading={progress !== null}
          disabled={printDisabled && progress === null}
          aria-label={t('coupons.printNamed', { name: batch.name })}
        >
          {t('coupons.print')}
        </Button>,
        <DeleteAction
          key="delete"
          section="coupons"
          name={batch.name}
          note={batch.codesClaimed > 0 ? t('coupons.deleteNote') : undefined}
          onConfirm={onDelete}
        />,
      ]}
    >
      <div className="coupons__card-head">
        <QrcodeOutlined aria-hidden="true" className="coupons__icon" />
        <div>
          <h2 className="coupons__name">{batch.name}</h2>
          <div className="coupons__points">
            {batch.reward
              ? t('coupons.rewardWorth', { reward: batch.reward.name })
              : t('coupons.points', { count: batch.points ?? 0, formatted: f.count(batch.points ?? 0) })}
          </div>
        </div>
      </div>
      <div className="coupons__meta">
        <span className={expired ? 'coupons__expired' : undefined}>
          {t(expired ? 'coupons.expiredOn' : 'coupons.expiresOn', {
            date: f.day(batch.expiresOn),
          })}
        </span>
        <span>{t(batch.source === 'generated' ? 'coupons.generated' : 'coupons.uploaded')}</span>
        {batch.limitPerCustomer !== null ? (
          <span>{t('coupons.limit', { limit: batch.limitPerCustomer })}</span>
        ) : null}
      </div>
      <div className="coupons__claimed">
        {t('coupons.claimed', { claimed: batch.codesClaimed, total: batch.codesTotal })}
      </div>
      <Progress
        percent={batch.codesTotal ? Math.round((batch.codesClaimed * 100) / batch.codesTotal) : 0}
        showInfo={false}
        size="small"
        aria-label={t('coupons.claimed', { claimed: batch.codesClaimed, total: batch.codesTotal })}
      />
      <Button
        className="coupons__send"
        block
        icon={<SendOutlined />}
        onClick={onSend}
        disabled={expired}
        aria-label={t('coupons.sendNamed', { name: batch.name })}
      >
        {t('coupons.send')}
      </Button>
      {progress !== null ? (
        <div className="coupons__printing" role="status">
          {t('coupons.printing')}
          <Progress percent={progress} size="small" data-testid="coupon-sheet-progress" />
        </div>
      ) : null}
    </Card>
  );
}
