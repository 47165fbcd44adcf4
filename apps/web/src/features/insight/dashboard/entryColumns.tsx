import { entryDetail } from '@premia/client/entry-detail';
import type { Format } from '@premia/client/format';
import type { LedgerEntry } from '@premia/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import './entryColumns.css';

interface Options {
  currency: string | undefined;
  /** The reader's formats: times in the store's zone, amounts and points in their language. */
  format: Format;
  /** Narrow screens: three stacked columns that fit without scrolling sideways. */
  compact: boolean;
  /** The purchase amount column (not for redemptions). */
  amount: boolean;
  /** The movement's explanation (kind, reward, ticket, reason). */
  detail: boolean;
}

/** The columns of a table of ledger entries (the dashboard's last points, the activity log). */
export function entryColumns(t: TFunction, o: Options): TableColumnsType<LedgerEntry> {
  const f = o.format;
  const when = (e: LedgerEntry) => f.dateTime(e.createdAt);
  const amountOf = (e: LedgerEntry) => (e.amount === null ? '—' : f.money(e.amount, o.currency));
  const points = (e: LedgerEntry) => <strong>{f.points(e.points, { signed: true })}</strong>;
  if (o.compact) {
    return [
      {
        title: t('dashboard.colCustomer'),
        key: 'customer',
        render: (_, e) => (
          <>
            <div>{e.customerName}</div>
            <div className="entry-cell__sub">
              <code>{e.clientCode}</code> · {when(e)}
            </div>
            {o.detail ? <div className="entry-cell__sub">{entryDetail(e, t)}</div> : null}
          </>
        ),
      },
      {
        title: t('dashboard.colPoints'),
        key: 'points',
        align: 'right',
        render: (_, e) => (
          <>
            {points(e)}
            {o.amount && e.amount !== null ? <div className="entry-cell__sub">{amountOf(e)}</div> : null}
          </>
        ),
      },
      {
        title: t('dashboard.colLocation'),
        key: 'location',
        render: (_, e) => (
          <>
            <div>{e.location?.name ?? '—'}</div>
            {e.employee ? <div className="entry-cell__sub">{e.employee.name}</div> : null}
          </>
        ),
      },
    ];
  }
  return [
    { title: t('dashboard.colWhen'), key: 'when', render: (_, e) => when(e) },
    {
      title: t('dashboard.colCustomer'),
      key: 'customer',
      render: (_, e) => (
        <>
          <div>{e.customerName}</div>
          <code className="entry-cell__sub">{e.clientCode}</code>
        </>
      ),
    },
    ...(o.detail
      ? [
          {
            title: t('activity.colDetail'),
            key: 'detail',
            render: (_: unknown, e: LedgerEntry) => entryDetail(e, t),
          },
        ]
      : []),
    {
      title: t('dashboard.colPoints'),
      key: 'points',
      align: 'right',
      render: (_, e) => points(e),
    },
    ...(o.amount
      ? [
          {
            title: t('dashboard.colAmount'),
            key: 'amount',
            align: 'right' as const,
            render: (_: unknown, e: LedgerEntry) => amountOf(e),
          },
        ]
      : []),
    { title: t('dashboard.colEmployee'), key: 'employee', render: (_, e) => e.employee?.name ?? '—' },
    { title: t('dashboard.colLocation'), key: 'location', render: (_, e) => e.location?.name ?? '—' },
  ];
}
