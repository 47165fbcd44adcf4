import type { BulkBatch } from '@premia/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette, tone } from '../../../ui/theme';

// Solid colours dark enough for white text (WCAG AA).
export const STATUS_COLOR: Record<BulkBatch['status'], string> = {
  previewed: tone.info,
  applying: tone.waiting,
  applied: palette.primary,
  undoing: tone.undo,
  undone: palette.neutral,
};

export function BatchStatusTag({ status }: { status: BulkBatch['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`bulk.status.${status}`)}</Tag>;
}
