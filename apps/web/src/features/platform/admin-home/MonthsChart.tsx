import { localeOf } from '@premia/client/format';
import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { palette } from '../../../ui/theme';
import { useViewport } from '../../../ui/useViewport';

/** «ene 2026» for the API's "2026-01", in the reader's language. */
export function monthLabel(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

type Month = RouteResponse<'/admin/home/figures'>['months'][number];

/** The platform's last 12 months: points given and redeemed (bars), new stores and customers (lines). */
export default function MonthsChart({ months }: { months: Month[] }) {
  const { t, i18n } = useTranslation();
  const label = (month: string) => monthLabel(month, i18n.language);
  const compact = useViewport() === 'mobile';
  return (
    <div data-testid="admin-months-chart">
      <ResponsiveContainer width="100%" height={compact ? 240 : 320}>
        <ComposedChart
          data={months}
          margin={{ top: 8, right: compact ? 4 : 16, bottom: 0, left: compact ? -16 : 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={label}
            interval={compact ? 2 : 0}
            tick={{ fontSize: 12, fill: palette.textSecondary }}
          />
          <YAxis
            yAxisId="points"
            tick={{ fontSize: 12, fill: palette.textSecondary }}
            allowDecimals={false}
          />
          <YAxis
            yAxisId="count"
            orientation="right"
            tick={{ fontSize: 12, fill: palette.textSecondary }}
            allowDecimals={false}
          />
          <Tooltip labelFormatter={(month) => label(String(month))} />
          <Legend />
          <Bar
            yAxisId="points"
            dataKey="pointsGiven"
            name={t('adminHome.chart.given')}
            fill={palette.primary}
          />
          <Bar
            yAxisId="points"
            dataKey="pointsRedeemed"
            name={t('adminHome.chart.redeemed')}
            fill={palette.accent}
          />
          <Line
            yAxisId="count"
            dataKey="newCustomers"
            name={t('adminHome.chart.customers')}
            stroke={palette.primaryDeep}
          />
          <Line
            yAxisId="count"
            dataKey="newStores"
            name={t('adminHome.chart.stores')}
            stroke={palette.neutral}
            strokeDasharray="5 3"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
