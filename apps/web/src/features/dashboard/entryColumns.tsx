import type { LedgerEntry } from '@premia/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { entryDetail, signedPoints } from '../loyalty/kinds';
import { money, storeDateTime } from './logic';
import './entryColumns.css';

interface Options {
  currency: string | undefined;
  /** The store's time zone: times are shown as the store's days count them. */
  timeZone: string | undefined;
  /** Narrow screens: three stacked columns that fit without scrolling sideways. */
  compact: boolean;
  /** The purchase amount column (not for redemptions). */
  amount: boolean;
  /** The movement's explanation (kind, reward, ticket, reason). */
  detail: boolean;
}

const amountOf = (e: LedgerEntry, currency: string | undefined) =>
  e.amount === null ? '—' : money(e.amount, currency);

/** The columns of a table of ledger entries (the dashboard's last points, the activity log). */
export function entryColumns(t: TFunction, o: Options): TableColumnsType<LedgerEntry> {
  const when = (e: LedgerEntry) => storeDateTime(e.createdAt, o.timeZone);
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
            <strong>{signedPoints(e.points)}</strong>
            {o.amount && e.amount !== null ? (
              <div className="entry-cell__sub">{amountOf(e, o.currency)}</div>
            ) : null}
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
      render: (_, e) => <strong>{signedPoints(e.points)}</strong>,
    },
    ...(o.amount
      ? [
          {
            title: t('dashboard.colAmount'),
            key: 'amount',
            align: 'right' as const,
            render: (_: unknown, e: LedgerEntry) => amountOf(e, o.currency),
          },
        ]
      : []),
    { title: t('dashboard.colEmployee'), key: 'employee', render: (_, e) => e.employee?.name ?? '—' },
    { title: t('dashboard.colLocation'), key: 'location', render: (_, e) => e.location?.name ?? '—' },
  ];
}
