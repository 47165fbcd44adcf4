import type { BulkBatch } from '@premia/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Solid colours dark enough for white text (WCAG AA).
export const STATUS_COLOR: Record<BulkBatch['status'], string> = {
  previewed: '#1d4ed8',
  applying: '#92400e',
  applied: '#0f766e',
  undoing: '#9f1239',
  undone: '#4b5563',
};

export function BatchStatusTag({ status }: { status: BulkBatch['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`bulk.status.${status}`)}</Tag>;
}
