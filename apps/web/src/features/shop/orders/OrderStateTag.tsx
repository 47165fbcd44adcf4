import type { OrderState } from '@premia/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette, tone } from '../../../ui/theme';

// Solid colours dark enough for white text (WCAG AA).
const COLORS: Record<OrderState, string> = {
  new: tone.waiting,
  confirmed: tone.info,
  prepared: tone.working,
  shipped: tone.onTheWay,
  ready: tone.onTheWay,
  delivered: palette.primary,
  cancelled: tone.danger,
};

export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`orders.state_${state}`)}</Tag>;
}
