import type { LedgerEntry } from '@premia/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Segmented, Skeleton, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteQuery } from '../../api/useRouteQuery';
import { useViewport } from '../../app/layout/useViewport';
import { useStoreInfo } from '../configuration/api';
import { entryColumns } from './entryColumns';
import { dayDisabled, grouped, money, monthName, rangeTotals, toDay } from './logic';
import type { ChartMode } from './PointsChart';
import './dashboard.css';

const PointsChart = lazy(() => import('./PointsChart'));

type Range = { startDate: string; endDate: string } | null;

/** The store's dashboard (spec §2 home): KPI cards, the daily chart with its range, the last points given. */
export default function StoreDashboard({ employeeLocation }: { employeeLocation: string | null }) {
  const { t, i18n } = useTranslation();
  const view = useViewport();
  const compact = view === 'mobile';
  const [range, setRange] = useState<Range>(null);
  const [mode, setMode] = useState<ChartMode>('points');
  // No range: the API's default, the last 30 days of the store's time zone.
  const series = useRouteQuery('/stats/points', range ?? {}, { placeholderData: keepPreviousData });
  const info = useRouteQuery('/client/store/more-info', {});
  const last = useRouteQuery('/client/last-given-points', { limit: 10 });
  const figures = info.data?.storeMoreInfo;
  const currency = figures?.currencyCode;
  const timeZone = useStoreInfo().data?.store.timeZone;
  const totals = series.data ? rangeTotals(series.data.data) : null;
  const today = series.data ? dayjs(series.data.endDate) : dayjs();
  const shown = series.data ? [dayjs(series.data.startDate), dayjs(series.data.endDate)] : null;

  return (
    <div className="dashboard">
      {info.error ? <Alert type="error" showIcon title={info.error.message} /> : null}
      <section className="dashboard__kpis" aria-label={t('dashboard.figures')}>
        <Card className="dashboard__kpi">
          <Statistic
            title={t('dashboard.customers')}
            value={figures?.clientsAmount ?? 0}
            loading={!figures}
          />
        </Card>
        <Card className="dashboard__kpi">
          <Statistic
            title={t('dashboard.pointsOutstanding')}
            value={figures?.pointsOutstanding ?? 0}
            loading={!figures}
          />
          {figures ? (
            <p className="dashboard__note">
              {t('dashboard.pointsValue', { value: money(figures.pointsOutstandingValue, currency) })}
            </p>
          ) : null}
        </Card>
        <Card className="dashboard__kpi">
          <Statistic
            title={t('dashboard.redemptionsMonth', { month: monthName(today, i18n.language) })}
            value={figures?.redemptionsThisMonth ?? 0}
            loading={!figures}
          />
          {employeeLocation ? (
            <p className="dashboard__note">{t('dashboard.locationOnly', { location: employeeLocation })}</p>
          ) : null}
        </Card>
        <Card className="dashboard__kpi">
          <Statistic title={t('dashboard.redeemLeft')} value={figures?.redeemLeft ?? 0} loading={!figures} />
          {figures ? (
            <p className="dashboard__note">
              {t('dashboard.redeemAllowance', {
                total: figures.redeemFree + figures.redeemBought,
                free: figures.redeemFree,
                bought: figures.redeemBought,
                used: figures.redeemUsed,
              })}
            </p>
          ) : null}
        </Card>
      </section>

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
          <DatePicker.RangePicker
            allowClear={false}
            value={shown as [dayjs.Dayjs, dayjs.Dayjs] | null}
            format="DD/MM/YYYY"
            inputReadOnly={compact}
            disabledDate={(current, info) => dayDisabled(current, today, info.from)}
            presets={[
              { label: t('dashboard.today'), value: [today, today] },
              { label: t('dashboard.last7'), value: [today.subtract(6, 'day'), today] },
              { label: t('dashboard.last30'), value: [today.subtract(29, 'day'), today] },
              { label: t('dashboard.last90'), value: [today.subtract(89, 'day'), today] },
              { label: t('dashboard.thisMonth'), value: [today.startOf('month'), today] },
            ]}
            onChange={(values) => {
              const [from, to] = values ?? [];
              if (from && to) setRange({ startDate: toDay(from), endDate: toDay(to) });
            }}
            aria-label={t('dashboard.range')}
            id={{ start: 'dashboard-range-start', end: 'dashboard-range-end' }}
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
        {series.error ? <Alert type="error" showIcon title={series.error.message} /> : null}
        {totals ? (
          <dl className="dashboard__totals" data-testid="range-totals">
            <div>
              <dt>{t('dashboard.pointsGiven')}</dt>
              <dd data-testid="total-points-given">{grouped(totals.pointsGiven)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.pointsRedeemed')}</dt>
              <dd data-testid="total-points-redeemed">{grouped(totals.pointsRedeemed)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.purchases')}</dt>
              <dd data-testid="total-purchases">{grouped(totals.purchases)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.purchasesAmount')}</dt>
              <dd data-testid="total-purchases-amount">{money(totals.purchasesAmount, currency)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.newCustomers')}</dt>
              <dd data-testid="total-new-customers">{grouped(totals.newCustomers)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.redemptions')}</dt>
              <dd data-testid="total-redemptions">{grouped(totals.redemptions)}</dd>
            </div>
          </dl>
        ) : null}
        <figure className="dashboard__figure" aria-label={t(`dashboard.chartLabel.${mode}`)}>
          {series.data ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <PointsChart data={series.data.data} mode={mode} currencyCode={currency} compact={compact} />
            </Suspense>
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </figure>
      </Card>

      <Card
        className="dashboard__last"
        title={<h2 className="dashboard__h2">{t('dashboard.lastGiven')}</h2>}
        extra={<Link to="/dashboard/activity">{t('dashboard.seeActivity')}</Link>}
      >
        {last.error ? <Alert type="error" showIcon title={last.error.message} /> : null}
        <Table<LedgerEntry>
          rowKey="id"
          size="small"
          loading={last.isPending}
          dataSource={last.data?.entries}
          pagination={false}
          data-testid="last-given"
          locale={{ emptyText: <span className="dashboard__empty">{t('dashboard.noneGiven')}</span> }}
          columns={entryColumns(t, {
            currency,
            timeZone,
            compact: view !== 'desktop',
            amount: true,
            detail: false,
          })}
        />
      </Card>
    </div>
  );
}
