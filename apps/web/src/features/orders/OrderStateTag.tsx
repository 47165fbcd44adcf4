import type { OrderState } from '@premia/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Solid colours dark enough for white text (WCAG AA).
const COLORS: Record<OrderState, string> = {
  new: '#92400e',
  confirmed: '#1d4ed8',
  prepared: '#3730a3',
  shipped: '#6b21a8',
  ready: '#6b21a8',
  delivered: '#0f766e',
  cancelled: '#b91c1c',
};

export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`orders.state_${state}`)}</Tag>;
}
