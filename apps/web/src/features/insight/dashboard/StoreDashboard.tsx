import { Card, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangePicker } from '../../../ui/DayRangePicker';
import { LoadError } from '../../../ui/LoadError';
import { useAfterPaint } from '../../../ui/useAfterPaint';
import { useViewport } from '../../../ui/useViewport';
import { usePointsSeries, useStoreFigures } from './api';
import { DashboardKpis } from './DashboardKpis';
import { LastGiven } from './LastGiven';
import { rangeTotals } from './logic';
import { NpsFigure } from './NpsFigure';
import type { ChartMode } from './PointsChart';
import { RangeTotals } from './RangeTotals';
import './dashboard.css';

const PointsChart = lazy(() => import('./PointsChart'));

type Range = { startDate: string; endDate: string } | null;

/** The store's dashboard (spec §2 home): KPI cards, the daily chart with its range, the last points given. */
export default function StoreDashboard({ employeeLocation }: { employeeLocation: string | null }) {
  const { t } = useTranslation();
  const view = useViewport();
  const compact = view === 'mobile';
  const [range, setRange] = useState<Range>(null);
  const [mode, setMode] = useState<ChartMode>('points');
  // No range: the API's default, the last 30 days of the store's time zone.
  const series = usePointsSeries(range);
  const info = useStoreFigures();
  const figures = info.data?.storeMoreInfo;
  const currency = figures?.currencyCode;
  const totals = series.data ? rangeTotals(series.data.data) : null;
  const today = series.data ? dayjs(series.data.endDate) : dayjs();
  // The chart's code (recharts) is asked for once the totals are on screen, not in the same frame.
  const chartShown = useAfterPaint(Boolean(series.data));

  return (
    <div className="dashboard">
      <LoadError query={info} />
      {/* A failed read shows its LoadError, not figures that never come (here or in the chart below). */}
      {info.error && !figures ? null : (
        <DashboardKpis figures={figures} today={today} employeeLocation={employeeLocation} />
      )}

      <Card
        className="dashboard__chart-card"
        title={
          <div className="dashboard__chart-title">
            <h2 className="dashboard__h2">{t('dashboard.chartTitle')}</h2>
            {employeeLocation ? (
              <span className="dashboard__scope">
                {t('dashboard.locationOnly', { location: employeeLocation })}
              </span>
            ) : null}
          </div>
        }
      >
        <div className="dashboard__controls">
          <DayRangePicker
            value={series.data}
            today={today}
            onChange={setRange}
            label={t('dashboard.range')}
            id="dashboard-range"
          />
          <Segmented<ChartMode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'points', label: t('dashboard.modePoints') },
              { value: 'purchases', label: t('dashboard.modePurchases') },
            ]}
          />
        </div>
        <LoadError query={series} />
        {totals ? <RangeTotals totals={totals} currency={currency} /> : null}
        <NpsFigure range={range} />
        {series.error && !series.data ? null : (
          <figure className="dashboard__figure" aria-label={t(`dashboard.chartLabel.${mode}`)}>
            {series.data && chartShown ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <PointsChart data={series.data.data} mode={mode} currencyCode={currency} compact={compact} />
              </Suspense>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </figure>
        )}
      </Card>

      <LastGiven currency={currency} />
    </div>
  );
}
