import type { CouponBatch } from '@premia/contract';
import { App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { download, useCouponBatches, useCouponSheet, useDeleteCouponBatch } from './api';
import { CouponBatchCard } from './CouponBatchCard';
import { CouponBatchModal } from './CouponBatchModal';
import { CouponCodesDrawer } from './CouponCodesDrawer';
import { CouponUploadModal } from './CouponUploadModal';
import { SendToSegmentModal } from './SendToSegmentModal';
import './coupons.css';

/** /dashboard/coupons (owner): batches of QR coupons; create, upload, print, see who claimed, delete. */
export default function CouponsPage() {
  const { t } = useTranslation();
  usePageTitle(t('coupons.title'));
  const { notification } = App.useApp();
  const batches = useCouponBatches();
  const remove = useDeleteCouponBatch();
  const sheet = useCouponSheet();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<CouponBatch | null>(null);
  const [sending, setSending] = useState<CouponBatch | null>(null);
  const printing = sheet.isPending ? (sheet.variables?.id ?? null) : null;

  function print(batch: CouponBatch) {
    sheet.mutate(batch, {
      onSuccess: ({ pdf, filename }) => download(pdf, filename),
      onError: (error) => notification.error({ title: t('coupons.printFailed'), description: error.message }),
    });
  }

  function removeBatch(batch: CouponBatch) {
    remove.mutate(
      { batchId: batch.id },
      {
        onSuccess: (answer) => notification.success({ title: answer.m }),
        onError: (error) =>
          notification.error({ title: t('coupons.deleteFailed'), description: error.message }),
      },
    );
  }

  const saved = (message: string) => notification.success({ title: message });
  const list = batches.data?.batches ?? [];
  return (
    <div>
      <div className="coupons__head">
        <h1 className="coupons__title">{t('coupons.title')}</h1>
        <div className="coupons__actions">
          <Button onClick={() => setUploading(true)}>{t('coupons.upload')}</Button>
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('coupons.add')}
          </Button>
        </div>
      </div>
      <p className="coupons__help">{t('coupons.help')}</p>
      <LoadError query={batches} />
      {batches.isPending ? <Skeleton active /> : null}
      {batches.isSuccess && list.length === 0 ? (
        <Card>
          <Empty description={t('coupons.empty')} />
        </Card>
      ) : null}
      <ul className="coupons__grid">
        {list.map((batch) => (
          <li key={batch.id}>
            <CouponBatchCard
              batch={batch}
              progress={printing === batch.id ? sheet.progress : null}
              printDisabled={printing !== null}
              onView={() => setViewing(batch)}
              onPrint={() => print(batch)}
              onSend={() => setSending(batch)}
              onDelete={() => removeBatch(batch)}
            />
          </li>
        ))}
      </ul>
      <CouponBatchModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(message) => {
          setCreating(false);
          saved(message);
        }}
      />
      <CouponUploadModal
        open={uploading}
        onClose={() => setUploading(false)}
        onSaved={(message) => {
          setUploading(false);
          saved(message);
        }}
      />
      <SendToSegmentModal batch={sending} onClose={() => setSending(null)} onSent={saved} />
      <CouponCodesDrawer batch={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
