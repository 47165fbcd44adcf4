import type { LedgerMonth } from '@premia/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { palette } from '../../../ui/theme';

interface Props {
  months: readonly LedgerMonth[];
  /** Narrow screens: smaller margins. */
  compact: boolean;
}

/** Points earned, redeemed, expired and reversed per month (recharts, loaded with this screen only). */
export default function LiabilityChart({ months, compact }: Props) {
  const { t } = useTranslation();
  const margin = { top: 8, right: compact ? 4 : 16, bottom: 0, left: compact ? -16 : 0 };
  const tick = { fontSize: 12, fill: palette.textSecondary };
  return (
    <div data-testid="liability-chart">
      <ResponsiveContainer width="100%" height={compact ? 240 : 320}>
        <BarChart data={[...months]} margin={margin}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" interval={compact ? 2 : 0} tick={tick} />
          <YAxis allowDecimals={false} tick={tick} />
          <Tooltip />
          <Legend />
          <Bar dataKey="earned" name={t('liability.earned')} fill={palette.primary} radius={[3, 3, 0, 0]} />
          <Bar
            dataKey="redeemed"
            name={t('liability.redeemed')}
            fill={palette.accent}
            radius={[3, 3, 0, 0]}
          />
          <Bar dataKey="expired" name={t('liability.expired')} fill={palette.neutral} radius={[3, 3, 0, 0]} />
          <Bar
            dataKey="reversed"
            name={t('liability.reversed')}
            fill={palette.primaryLight}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
