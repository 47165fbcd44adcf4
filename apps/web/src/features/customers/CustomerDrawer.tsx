import type { Customer, LedgerEntry } from '@premia/contract';
import { App, Button, Descriptions, Drawer, Popconfirm, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/ShellContext';
import { LevelBadge } from '../levels/LevelBadge';
import { entryDetail, signedPoints } from '../loyalty/kinds';
import { useReverseEntry, useStatement } from '../points/api';
import { CustomerQr } from './CustomerQr';

interface Props {
  customer: Customer | null;
  onClose: () => void;
}

const PAGE_SIZE = 10;

/** A customer's details, QR and statement; the owner can reverse a movement from it. */
export function CustomerDrawer({ customer, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { session } = useShell();
  const [page, setPage] = useState(1);
  const statement = useStatement(customer?.id ?? null, page, PAGE_SIZE);
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

  return (
    <Drawer
      open={customer !== null}
      onClose={onClose}
      title={customer?.name}
      size={760}
      afterOpenChange={(open) => {
        if (!open) setPage(1);
      }}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {customer ? (
        <>
          <div className="customer-drawer__top">
            <Descriptions column={1} size="small" className="customer-drawer__facts">
              <Descriptions.Item label={t('customers.balance')}>
                <strong data-testid="drawer-balance">{statement.data?.balance ?? customer.balance}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.level')}>
                <LevelBadge level={customer.level} />
                {customer.level ? null : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.email')}>{customer.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('customers.mobile')}>
                {customer.mobile ? [customer.phoneCode, customer.mobile].filter(Boolean).join(' ') : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.birthday')}>
                {customer.birthday ? dayjs(customer.birthday).format('DD/MM/YYYY') : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.marketingConsent')}>
                {customer.marketingConsent ? t('customers.yes') : t('customers.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.location')}>
                {customer.registrationLocation?.name ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.createdAt')}>
                {dayjs(customer.createdAt).format('DD/MM/YYYY')}
                {customer.createdBy ? ` · ${customer.createdBy.name}` : ''}
              </Descriptions.Item>
              {customer.notes ? (
                <Descriptions.Item label={t('customers.notes')}>{customer.notes}</Descriptions.Item>
              ) : null}
            </Descriptions>
            <CustomerQr clientCode={customer.clientCode} />
          </div>
          <h3 className="customer-drawer__title">{t('customers.statement')}</h3>
          <Table<LedgerEntry>
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
              onChange: setPage,
            }}
            columns={[
              {
                title: t('customers.date'),
                key: 'date',
                render: (_, e) => dayjs(e.createdAt).format('DD/MM/YYYY HH:mm'),
              },
              {
                title: t('customers.points'),
                key: 'points',
                align: 'right',
                render: (_, e) => (
                  <span className={e.points >= 0 ? 'points-plus' : 'points-minus'}>
                    {signedPoints(e.points)}
                  </span>
                ),
              },
              {
                title: t('customers.detail'),
                key: 'detail',
                render: (_, e) => (
                  <>
                    <div>{entryDetail(e, t)}</div>
                    <div className="customer-drawer__meta">
                      {[e.amount !== null ? e.amount.toFixed(2) : null, e.employee?.name, e.location?.name]
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
                        e.kind === 'reversal' ? null : e.reversedByEntryId !== null ? (
                          <span className="customer-drawer__meta">{t('customers.reversed')}</span>
                        ) : (
                          <Popconfirm
                            title={t('customers.confirmReverse', { points: signedPoints(e.points) })}
                            okText={t('customers.reverse')}
                            cancelText={t('customers.cancel')}
                            onConfirm={() => reverse(e)}
                          >
                            <Button size="small" danger disabled={reversal.isPending}>
                              {t('customers.reverse')}
                            </Button>
                          </Popconfirm>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
