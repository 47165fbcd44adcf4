import type { DailyPoints } from '@premia/contract';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisDay } from '../../../format/days';
import { useFormat } from '../../../format/useFormat';
import { palette } from '../../../ui/theme';

export type ChartMode = 'points' | 'purchases';

interface Props {
  data: readonly DailyPoints[];
  mode: ChartMode;
  currencyCode: string | undefined;
  /** Narrow screens: fewer ticks, smaller margins. */
  compact: boolean;
}

const GIVEN = palette.primary;
const REDEEMED = palette.accent;
const AMOUNT = palette.money;
const CUSTOMERS = palette.accent;

/** The daily chart of the dashboard (recharts, loaded with the dashboard only). */
export default function PointsChart({ data, mode, currencyCode, compact }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const rows = [...data];
  // At most ~5 labels on a phone, ~12 on a wide screen: they never overlap.
  const interval = Math.max(0, Math.ceil(rows.length / (compact ? 5 : 12)) - 1);
  const xAxis = (
    <XAxis
      dataKey="date"
      tickFormatter={axisDay}
      interval={interval}
      tick={{ fontSize: 12, fill: palette.textSecondary }}
    />
  );
  const margin = { top: 8, right: compact ? 4 : 16, bottom: 0, left: compact ? -16 : 0 };
  const labelFormatter = (label: unknown) => (typeof label === 'string' ? axisDay(label) : String(label));
  return (
    <div className="dashboard-chart" data-testid="points-chart">
      <ResponsiveContainer width="100%" height={compact ? 240 : 320}>
        {mode === 'points' ? (
          <BarChart data={rows} margin={margin}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {xAxis}
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: palette.textSecondary }} />
            <Tooltip labelFormatter={labelFormatter} />
            <Legend />
            <Bar dataKey="pointsGiven" name={t('dashboard.pointsGiven')} fill={GIVEN} radius={[3, 3, 0, 0]} />
            <Bar
              dataKey="pointsRedeemed"
              name={t('dashboard.pointsRedeemed')}
              fill={REDEEMED}
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        ) : (
          <ComposedChart data={rows} margin={margin}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {xAxis}
            <YAxis yAxisId="amount" tick={{ fontSize: 12, fill: palette.textSecondary }} />
            <YAxis
              yAxisId="customers"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12, fill: palette.textSecondary }}
            />
            <Tooltip
              labelFormatter={labelFormatter}
              formatter={(value, name, item) =>
                item.dataKey === 'purchasesAmount'
                  ? [f.money(Number(value), currencyCode), name]
                  : [f.count(Number(value)), name]
              }
            />
            <Legend />
            <Bar
              yAxisId="amount"
              dataKey="purchasesAmount"
              name={t('dashboard.purchasesAmount')}
              fill={AMOUNT}
              radius={[3, 3, 0, 0]}
            />
            <Line
              yAxisId="customers"
              type="monotone"
              dataKey="newCustomers"
              name={t('dashboard.newCustomers')}
              stroke={CUSTOMERS}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
