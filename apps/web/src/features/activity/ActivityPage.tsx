import { DownloadOutlined } from '@ant-design/icons';
import type { Customer, LedgerEntry } from '@premia/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Select, Statistic, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../api/useRouteQuery';
import { useViewport } from '../../app/layout/useViewport';
import { useShell } from '../../app/ShellContext';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreInfo } from '../configuration/api';
import { useCustomerSearch } from '../customers/api';
import { download } from '../customers/csv';
import { entryColumns } from '../dashboard/entryColumns';
import { dayDisabled, money, toDay } from '../dashboard/logic';
import { useDebounced } from '../loyalty/useDebounced';
import {
  type ActivityKind,
  activityCsv,
  activityPath,
  allActivity,
  csvName,
  type FilterState,
  filterInput,
} from './logic';
import './activity.css';

const emptyFilter: FilterState = { range: null, locationId: null, employeeId: null, customerId: null };

/** /dashboard/activity: purchases and redemptions, filtered and paged on the server, totals, CSV export. */
export default function ActivityPage() {
  const { t } = useTranslation();
  usePageTitle(t('activity.title'));
  const { notification } = App.useApp();
  const { session } = useShell();
  const isOwner = session.storeUserType === 'owner';
  const view = useViewport();
  const compact = view === 'mobile';
  const [kind, setKind] = useState<ActivityKind>('purchases');
  const [filter, setFilter] = useState<FilterState>(emptyFilter);
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [customerText, setCustomerText] = useState('');
  const [picked, setPicked] = useState<Customer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const q = useDebounced(customerText.trim(), 300);
  const matches = useCustomerSearch(q);

  // The store's default range (the last 30 days of its time zone), to show in the picker.
  const defaults = useRouteQuery('/stats/points', {}, { staleTime: 300_000 });
  const lists = useRouteQuery('/client/activity/locations', {}, { staleTime: 300_000 });
  const store = useStoreInfo().data?.store;
  const currency = store?.currencyCode;
  const timeZone = store?.timeZone;
  const input = filterInput(filter);
  const list = useRouteQuery(
    activityPath[kind],
    { ...input, ...page },
    { placeholderData: keepPreviousData },
  );
  const range =
    filter.range ??
    (defaults.data ? { startDate: defaults.data.startDate, endDate: defaults.data.endDate } : undefined);
  const today = defaults.data ? dayjs(defaults.data.endDate) : dayjs();

  function change(next: Partial<FilterState>) {
    setFilter((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, page: 1 }));
  }

  async function exportCsv() {
    setProgress(0);
    try {
      const rows = await allActivity(kind, input, (loaded, total) =>
        setProgress(total ? Math.floor((loaded / total) * 100) : 100),
      );
      const name = range ? csvName(kind, t, range) : `${t(`activity.file.${kind}`)}.csv`;
      download(name, activityCsv(rows, kind, t, timeZone));
    } catch (error) {
      notification.error({ title: t('activity.exportFailed'), description: (error as Error).message });
    } finally {
      setProgress(null);
    }
  }

  const customerOptions = [
    ...(picked ? [picked] : []),
    ...(q === customerText.trim() ? (matches.data?.customers ?? []) : []).filter((c) => c.id !== picked?.id),
  ].map((c) => ({ value: c.id, label: `${c.name} (${c.clientCode})` }));
  const totals = list.data?.totals;

  return (
    <div className="activity">
      <h1 className="activity__title">{t('activity.title')}</h1>
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key as ActivityKind);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        items={[
          { key: 'purchases', label: t('activity.purchases') },
          { key: 'redeemeds', label: t('activity.redeemeds') },
        ]}
      />
      <Card>
        <div className="activity__filters">
          <DatePicker.RangePicker
            allowClear={false}
            value={range ? [dayjs(range.startDate), dayjs(range.endDate)] : null}
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
              if (from && to) change({ range: { startDate: toDay(from), endDate: toDay(to) } });
            }}
            aria-label={t('activity.range')}
            id={{ start: 'activity-range-start', end: 'activity-range-end' }}
          />
          {isOwner ? (
            <Select<number | null>
              value={filter.locationId}
              onChange={(locationId) => change({ locationId })}
              aria-label={t('activity.location')}
              options={[
                { value: null, label: t('activity.allLocations') },
                ...(lists.data?.locations.map((l) => ({ value: l.id, label: l.name })) ?? []),
              ]}
            />
          ) : null}
          <Select<number | null>
            value={filter.employeeId}
            onChange={(employeeId) => change({ employeeId })}
            aria-label={t('activity.employee')}
            options={[
              { value: null, label: t('activity.allEmployees') },
              ...(lists.data?.employees.map((e) => ({ value: e.id, label: e.name })) ?? []),
            ]}
          />
          <Select<number>
            allowClear
            value={filter.customerId ?? undefined}
            placeholder={t('activity.allCustomers')}
            aria-label={t('activity.customer')}
            showSearch={{ filterOption: false, onSearch: setCustomerText, searchValue: customerText }}
            loading={matches.isFetching}
            notFoundContent={q ? t('loyalty.noMatches') : t('activity.typeToSearch')}
            options={customerOptions}
            onChange={(customerId) => {
              setPicked(customerId ? findCustomer(customerId, picked, matches.data?.customers) : null);
              setCustomerText('');
              change({ customerId: customerId ?? null });
            }}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={progress !== null}
            disabled={!list.data || list.data.total === 0}
            onClick={exportCsv}
          >
            {progress !== null ? t('activity.exporting', { progress }) : t('activity.export')}
          </Button>
        </div>
        {list.error ? (
          <Alert type="error" showIcon title={list.error.message} className="activity__alert" />
        ) : null}
        <section className="activity__totals" aria-label={t('activity.totals')} data-testid="activity-totals">
          <Statistic
            title={kind === 'purchases' ? t('activity.countPurchases') : t('activity.countRedeemeds')}
            value={totals?.count ?? 0}
            loading={!totals}
          />
          <Statistic
            title={kind === 'purchases' ? t('activity.pointsGiven') : t('activity.pointsRedeemed')}
            value={totals ? Math.abs(totals.points) : 0}
            loading={!totals}
          />
          {kind === 'purchases' ? (
            <Statistic
              title={t('activity.amount')}
              value={totals ? money(totals.amount, currency) : ''}
              loading={!totals}
            />
          ) : null}
        </section>
        <Table<LedgerEntry>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.entries}
          data-testid="activity-table"
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('activity.total', { total }),
          }}
          onChange={(pagination) =>
            setPage({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20 })
          }
          locale={{ emptyText: <span className="activity__empty">{t('activity.empty')}</span> }}
          columns={entryColumns(t, {
            currency,
            timeZone,
            compact: view !== 'desktop',
            amount: kind === 'purchases',
            detail: true,
          })}
        />
      </Card>
    </div>
  );
}

function findCustomer(id: number, picked: Customer | null, found: Customer[] | undefined): Customer | null {
  if (picked?.id === id) return picked;
  return found?.find((c) => c.id === id) ?? null;
}
