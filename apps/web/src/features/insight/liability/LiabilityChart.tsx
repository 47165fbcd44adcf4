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
/** The month's movements, each a bar in its colour. */
const BARS = [
  ['earned', 'primary'],
  ['redeemed', 'accent'],
  ['expired', 'neutral'],
  ['reversed', 'primaryLight'],
] as const satisfies readonly (readonly [keyof Omit<LedgerMonth, 'month'>, keyof typeof palette])[];

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
          {BARS.map(([key, color]) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`liability.${key}`)}
              fill={palette[color]}
              radius={[3, 3, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
