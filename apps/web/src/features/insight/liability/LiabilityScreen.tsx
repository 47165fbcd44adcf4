import { DownloadOutlined } from '@ant-design/icons';
import { formatFor } from '@premia/client/format';
import type { LedgerMonth, LiabilityReport } from '@premia/contract';
import { Alert, Button, Card, Skeleton, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../ui/csv';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useViewport } from '../../../ui/useViewport';
import { liabilityCsv, liabilityCsvName } from './logic';
import './liability.css';

const LiabilityChart = lazy(() => import('./LiabilityChart'));

interface Props {
  title: string;
  help: string;
  /** The admin's store picker; nothing for the owner. */
  picker?: ReactNode;
  query: {
    data?: { report: LiabilityReport } | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** Nothing asked yet (the admin before choosing a store). */
  idle?: boolean;
}

/** What both liability screens show: the points owed and their value, what expires soon, by month, the chart, the CSV. */
export function LiabilityScreen({ title, help, picker, query, idle }: Props) {
  const { t, i18n } = useTranslation();
  const compact = useViewport() === 'mobile';
  const report = query.data?.report;
  const f = formatFor({
    language: i18n.language,
    currencyCode: report?.currencyCode,
    countryCode: report?.countryCode,
  });
  const money = (value: number | null) => (value === null ? '—' : f.money(value));
  const monthColumns: ColumnsType<LedgerMonth> = [
    { key: 'month', dataIndex: 'month', title: t('liability.month') },
    ...(['earned', 'redeemed', 'expired', 'reversed'] as const).map((k) => ({
      key: k,
      dataIndex: k,
      title: t(`liability.${k}`),
      align: 'right' as const,
      render: (v: number) => f.points(v),
    })),
  ];
  return (
    <div className="liability">
      <PageHead
        title={title}
        help={help}
        actions={
          report ? (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => download(liabilityCsvName(report, t), liabilityCsv(report, t))}
            >
              {t('liability.export')}
            </Button>
          ) : null
        }
      />
      {picker}
      <LoadError query={query} />
      {idle ? null : !report ? (
        query.error ? null : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      ) : (
        <>
          {report.pointValue === null ? (
            <Alert className="liability__alert" type="info" showIcon title={t('liability.setPointValue')} />
          ) : null}
          <div className="liability__figures">
            <Card size="small">
              <Statistic title={t('liability.outstanding')} value={f.points(report.outstanding)} />
            </Card>
            <Card size="small">
              <Statistic title={t('liability.liabilityValue')} value={money(report.value)} />
            </Card>
            <Card size="small">
              <Statistic title={t('liability.pointValue')} value={money(report.pointValue)} />
            </Card>
          </div>
          <p className="liability__as-of">
            {t('liability.asOf', { day: f.day(report.asOf) })} ·{' '}
            {report.pointsExpiryRule === 'never'
              ? t('liability.ruleNever')
              : t(`liability.rule.${report.pointsExpiryRule}`, { count: report.pointsExpiryMonths })}
          </p>
          <h2 className="liability__h2">{t('liability.expiringTitle')}</h2>
          <div className="liability__figures">
            {report.expiring.map((e) => (
              <Card size="small" key={e.days}>
                <Statistic
                  title={t('liability.expiringIn', { days: e.days })}
                  value={f.points(e.points)}
                  suffix={
                    e.value === null ? null : <span className="liability__money">{money(e.value)}</span>
                  }
                />
              </Card>
            ))}
          </div>
          <Card
            className="liability__card"
            title={<h2 className="liability__h2">{t('liability.monthsTitle')}</h2>}
          >
            <figure className="liability__figure" aria-label={t('liability.chartLabel')}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <LiabilityChart months={report.months} compact={compact} />
              </Suspense>
            </figure>
            <ResponsiveTable<LedgerMonth>
              rowKey="month"
              size="small"
              pagination={false}
              columns={monthColumns}
              dataSource={[...report.months].reverse()}
            />
          </Card>
          <Card
            className="liability__card"
            title={<h2 className="liability__h2">{t('liability.byMonthTitle')}</h2>}
          >
            <ResponsiveTable<LiabilityReport['byMonthEarned'][number]>
              rowKey="month"
              size="small"
              pagination={false}
              locale={{ emptyText: t('liability.noPoints') }}
              columns={[
                { key: 'month', dataIndex: 'month', title: t('liability.monthEarned') },
                {
                  key: 'points',
                  dataIndex: 'points',
                  title: t('liability.points'),
                  align: 'right',
                  render: (v: number) => f.points(v),
                },
                {
                  key: 'value',
                  dataIndex: 'value',
                  title: t('liability.value'),
                  align: 'right',
                  render: (v: number | null) => money(v),
                },
              ]}
              dataSource={report.byMonthEarned}
            />
          </Card>
        </>
      )}
    </div>
  );
}
