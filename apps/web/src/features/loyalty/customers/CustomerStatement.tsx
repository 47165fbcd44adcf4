import { UndoOutlined } from '@ant-design/icons';
import { entryDetail } from '@premia/client/entry-detail';
import type { LedgerEntry } from '@premia/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/ShellContext';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { useReverseEntry, useStatement } from '../points';

const PAGE_SIZE = 10;

interface Props {
  customerId: number;
  page: number;
  onPage: (page: number) => void;
}

/** A customer's statement, a page at a time; the owner can reverse a movement (once). */
export function CustomerStatement({ customerId, page, onPage }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const signed = (points: number) => f.points(points, { signed: true });
  const { notification } = App.useApp();
  const { session } = useShell();
  const statement = useStatement(customerId, page, PAGE_SIZE);
  const reversal = useReverseEntry();
  const owner = session.storeUserType === 'owner';

  function reverse(entry: LedgerEntry) {
    reversal.mutate(
      { entryId: entry.id },
      {
        onSuccess: (answer) => notification.success({ title: answer.m }),
        onError: (error) =>
          notification.error({ title: t('customers.reverseFailed'), description: error.message }),
      },
    );
  }

  if (statement.error) return <LoadError query={statement} />;
  return (
    <ResponsiveTable<LedgerEntry>
      rowKey="id"
      size="small"
      loading={statement.isFetching}
      dataSource={statement.data?.entries}
      scroll={{ x: 560 }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: statement.data?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
      }}
      columns={[
        {
          title: t('customers.date'),
          key: 'date',
          render: (_, e) => f.dateTime(e.createdAt),
        },
        {
          title: t('customers.points'),
          key: 'points',
          align: 'right',
          render: (_, e) => (
            <span className={e.points >= 0 ? 'points-plus' : 'points-minus'}>{signed(e.points)}</span>
          ),
        },
        {
          title: t('customers.detail'),
          key: 'detail',
          render: (_, e) => (
            <>
              <div>{entryDetail(e, t)}</div>
              <div className="customer-drawer__meta">
                {[e.amount !== null ? f.money(e.amount) : null, e.employee?.name, e.location?.name]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </>
          ),
        },
        ...(owner
          ? [
              {
                title: t('customers.actions'),
                key: 'actions',
                render: (_: unknown, e: LedgerEntry) =>
                  e.kind === 'reversal' || e.kind === 'expiry' ? null : e.reversedByEntryId !== null ? (
                    <span className="customer-drawer__meta">{t('customers.reversed')}</span>
                  ) : (
                    <RowActions
                      actions={[
                        {
                          key: 'reverse',
                          icon: <UndoOutlined />,
                          tooltip: t('customers.reverse'),
                          // The verb and the movement: its kind, points and time ('Anular Compra +12, 20/11/2026 10:00').
                          label: `${t('customers.reverse')} ${entryDetail(e, t)} ${signed(e.points)}, ${f.dateTime(e.createdAt)}`,
                          danger: true,
                          disabled: reversal.isPending,
                          onClick: () => reverse(e),
                          confirm: {
                            title: t('customers.confirmReverse', {
                              count: Math.abs(e.points),
                              points: signed(e.points),
                            }),
                            okText: t('customers.reverse'),
                            cancelText: t('customers.cancel'),
                          },
                        },
                      ]}
                    />
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
