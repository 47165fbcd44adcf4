import type { LedgerEntry } from '@premia/contract';
import { Card, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/ShellContext';
import { useFormat } from '../../../format/useFormat';
import { DayRangePicker } from '../../../ui/DayRangePicker';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useViewport } from '../../../ui/useViewport';
import { useStoreInfo } from '../../account/configuration';
import { entryColumns } from '../dashboard';
import { ActivityExportButton } from './ActivityExportButton';
import { ActivityPeopleFilters } from './ActivityPeopleFilters';
import { ActivityTotals } from './ActivityTotals';
import { useActivity, useDefaultRange } from './api';
import { type ActivityKind, type FilterState, filterInput } from './logic';
import { ReviewsTab } from './ReviewsTab';
import { SurveysTab } from './SurveysTab';
import './activity.css';
import { FIRST_PAGE, pagingOf, serverPagination } from '../../../ui/serverPaging';

const emptyFilter: FilterState = { range: null, locationId: null, employeeId: null, customerId: null };

/** /dashboard/activity: purchases and redemptions, filtered and paged on the server, totals, CSV export. */
export default function ActivityPage() {
  const { t } = useTranslation();
  usePageTitle(t('activity.title'));
  const { session } = useShell();
  const isOwner = session.storeUserType === 'owner';
  const view = useViewport();
  const format = useFormat();
  const [tab, setTab] = useState<ActivityKind | 'surveys' | 'reviews'>('purchases');
  // The ledger's tabs; surveys and reviews are tabs of their own with the same filters.
  const ledgerTab = tab === 'purchases' || tab === 'redeemeds';
  const kind: ActivityKind = ledgerTab ? tab : 'purchases';
  const [filter, setFilter] = useState<FilterState>(emptyFilter);
  const [page, setPage] = useState(FIRST_PAGE);
  const defaults = useDefaultRange();
  const store = useStoreInfo().data?.store;
  const currency = store?.currencyCode;
  const timeZone = store?.timeZone;
  const input = filterInput(filter);
  const list = useActivity(kind, { ...input, ...page }, ledgerTab);
  const range =
    filter.range ??
    (defaults.data ? { startDate: defaults.data.startDate, endDate: defaults.data.endDate } : undefined);
  const today = defaults.data ? dayjs(defaults.data.endDate) : dayjs();

  function change(next: Partial<FilterState>) {
    setFilter((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, page: 1 }));
  }

  const totals = list.data?.totals;

  return (
    <div className="activity">
      <h1 className="activity__title">{t('activity.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as typeof tab);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        items={[
          { key: 'purchases', label: t('activity.purchases') },
          { key: 'redeemeds', label: t('activity.redeemeds') },
          { key: 'surveys', label: t('activity.surveys') },
          { key: 'reviews', label: t('activity.reviews') },
        ]}
      />
      <Card>
        <div className="activity__filters">
          <DayRangePicker
            value={range}
            today={today}
            onChange={(next) => change({ range: next })}
            label={t('activity.range')}
            id="activity-range"
          />
          <ActivityPeopleFilters
            filter={filter}
            onChange={change}
            locations={isOwner && tab !== 'reviews'}
            employees={tab !== 'reviews'}
          />
          {ledgerTab ? (
            <ActivityExportButton
              kind={kind}
              filter={input}
              range={range}
              timeZone={timeZone}
              disabled={!list.data || list.data.total === 0}
            />
          ) : null}
        </div>
        {tab === 'surveys' ? <SurveysTab filter={input} range={range} timeZone={timeZone} /> : null}
        {tab === 'reviews' ? <ReviewsTab filter={input} range={range} timeZone={timeZone} /> : null}
        {ledgerTab ? (
          <>
            <LoadError query={list} className="activity__alert" />
            {list.error ? null : <ActivityTotals kind={kind} totals={totals} currency={currency} />}
            {list.error ? null : (
              <Table<LedgerEntry>
                rowKey="id"
                size="middle"
                loading={list.isFetching}
                dataSource={list.data?.entries}
                data-testid="activity-table"
                pagination={serverPagination(page, list.data?.total, (total) =>
                  t('activity.total', { count: total, total: format.count(total) }),
                )}
                onChange={(pagination) => setPage(pagingOf(pagination))}
                locale={{ emptyText: <span className="activity__empty">{t('activity.empty')}</span> }}
                columns={entryColumns(t, {
                  currency,
                  format,
                  compact: view !== 'desktop',
                  amount: kind === 'purchases',
                  detail: true,
                })}
              />
            )}
          </>
        ) : null}
      </Card>
    </div>
  );
}
