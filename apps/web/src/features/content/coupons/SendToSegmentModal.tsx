import type { CouponBatch } from '@premia/contract';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { useSegments } from '../../loyalty/segments';
import { useSegmentReach, useSendToSegment } from './api';

interface Props {
  /** The batch whose coupon is sent; null: closed. */
  batch: CouponBatch | null;
  onClose: () => void;
  onSent: (message: string) => void;
}

/**
 * «Enviar a un segmento» (issue 34 §6): the segment, then how many of its customers get the coupon and
 * how many codes the batch has free, then the confirmation. A batch short of codes cannot be sent (the
 * server refuses it whole too); a second click or a retry gives nothing twice (Idempotency-Key, and one
 * code of a batch per customer).
 */
export function SendToSegmentModal({ batch, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const segments = useSegments({ enabled: batch !== null });
  const [segmentId, setSegmentId] = useState<number | null>(null);
  const reach = useSegmentReach(batch?.id ?? null, segmentId);
  const send = useSendToSegment();
  const r = reach.data;
  const short = r !== undefined && r.customers > r.available;
  const ready = r !== undefined && !reach.isFetching && !short && r.customers > 0;

  function close() {
    setSegmentId(null);
    send.reset();
    onClose();
  }

  function confirm() {
    if (!batch || segmentId === null || !ready || send.isPending) return;
    send.mutate(
      { batchId: batch.id, segmentId },
      {
        onSuccess: (answer) => {
          onSent(answer.m);
          close();
        },
      },
    );
  }

  return (
    <Modal
      open={batch !== null}
      title={t('coupons.sendTitle', { name: batch?.name ?? '' })}
      okText={
        r && r.customers > 0 ? t('coupons.sendConfirm', { n: f.count(r.customers) }) : t('coupons.send')
      }
      cancelText={t('coupons.cancel')}
      okButtonProps={{ disabled: !ready, loading: send.isPending }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <p>{t('coupons.sendHelp')}</p>
      <Form layout="vertical">
        <Form.Item label={t('coupons.segment')} htmlFor="send-segment">
          <Select
            id="send-segment"
            value={segmentId}
            onChange={(value: number) => {
              setSegmentId(value);
              send.reset();
            }}
            loading={segments.isPending}
            placeholder={t('coupons.segmentPick')}
            notFoundContent={t('coupons.noSegments')}
            options={(segments.data?.segments ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </Form>
      {r ? (
        <Alert
          type={short ? 'error' : 'info'}
          showIcon
          data-testid="segment-reach"
          title={
            short
              ? t('coupons.sendShort', { n: f.count(r.customers), available: f.count(r.available) })
              : r.customers === 0
                ? t('coupons.sendNobody')
                : t('coupons.sendReach', { n: f.count(r.customers), available: f.count(r.available) })
          }
        />
      ) : null}
      {send.error ? (
        <Alert type="error" showIcon title={send.error.message} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}
