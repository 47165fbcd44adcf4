import { formatMoney, type LiabilityReport } from '@premia/contract';
import type { TFunction } from 'i18next';
import { csvFile } from '../../../ui/csv';

const amount = (value: number | null) => (value === null ? null : formatMoney(value));

/**
 * The report as one CSV an accountant can filter by its first column: the points owed now and their
 * value, the points owed by month earned, what expires within 30/60/90 days, then each month's points
 * earned, redeemed, expired and reversed. Column names in the reader's language; amounts with two decimals.
 */
export function liabilityCsv(report: LiabilityReport, t: TFunction): string {
  const header = [
    t('liability.csv.concept'),
    t('liability.csv.period'),
    t('liability.points'),
    t('liability.value'),
  ];
  const rows: (string | number | null)[][] = [
    [t('liability.outstanding'), report.asOf, report.outstanding, amount(report.value)],
    ...report.byMonthEarned.map((m) => [t('liability.csv.owedFrom'), m.month, m.points, amount(m.value)]),
    ...report.expiring.map((e) => [
      t('liability.expiringIn', { days: e.days }),
      report.asOf,
      e.points,
      amount(e.value),
    ]),
    ...(['earned', 'redeemed', 'expired', 'reversed'] as const).flatMap((kind) =>
      report.months.map((m) => [t(`liability.${kind}`), m.month, m[kind], null]),
    ),
  ];
  return csvFile(header, rows);
}

/** pasivo-de-puntos-2026-12-07.csv: the report's day in the name. */
export function liabilityCsvName(report: LiabilityReport, t: TFunction): string {
  return `${t('liability.csv.file')}-${report.asOf}.csv`;
}
