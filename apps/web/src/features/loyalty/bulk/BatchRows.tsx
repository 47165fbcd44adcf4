import type { BulkBatch, BulkRow } from '@premia/contract';
import { Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { palette, tone } from '../../../ui/theme';
import { type RowFilter, useBulkRows } from './api';
import { STATUS_COLOR } from './BatchStatusTag';

const VALID = tone.info;
const APPLIED = palette.primary;

/** A batch's rows as the preview judged them, a page at a time: all, the valid ones or the errors. */
export function BatchRows({ batch, currency }: { batch: BulkBatch; currency: string | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [only, setOnly] = useState<RowFilter>('all');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const rows = useBulkRows(batch.id, only, page.page, page.pageSize);
  return (
    <>
      <Segmented<RowFilter>
        className="bulk__filter"
        value={only}
        onChange={(value) => {
          setOnly(value);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        options={[
          { value: 'all', label: t('bulk.onlyAll') },
          { value: 'valid', label: t('bulk.onlyValid') },
          { value: 'errors', label: t('bulk.onlyErrors') },
        ]}
      />
      <LoadError query={rows} />
      {rows.error ? null : (
        <ResponsiveTable<BulkRow>
          data-testid="bulk-rows"
          rowKey="row"
          size="small"
          loading={rows.isFetching}
          dataSource={rows.data?.rows ?? []}
          scroll={{ x: 720 }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: rows.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (p, size) => setPage({ page: p, pageSize: size }),
          }}
          rowClassName={(r) => (r.error ? 'bulk__row--error' : '')}
          columns={[
            { title: t('bulk.colRow'), dataIndex: 'row', width: 70 },
            {
              title: t('bulk.colCustomer'),
              key: 'customer',
              render: (_, r) =>
                r.customer ? (
                  <span>
                    {r.customer.name} <span className="bulk__code">{r.customer.clientCode}</span>
                  </span>
                ) : (
                  <span className="bulk__code">{r.identifier || '—'}</span>
                ),
            },
            {
              title: t('bulk.colPoints'),
              dataIndex: 'points',
              align: 'right',
              render: (v: number | null) => (v === null ? '—' : f.count(v)),
            },
            {
              title: t('bulk.colAmount'),
              dataIndex: 'amount',
              align: 'right',
              render: (v: number | null) => (v === null ? '—' : f.money(v, currency)),
            },
            { title: t('bulk.colReason'), dataIndex: 'reason', render: (v) => v ?? '' },
            {
              title: t('bulk.colStatus'),
              key: 'status',
              render: (_, r) =>
                r.error ? (
                  <span className="bulk__error">{r.error}</span>
                ) : r.undone ? (
                  <Tag color={STATUS_COLOR.undone}>{t('bulk.rowUndone')}</Tag>
                ) : r.applied ? (
                  <Tag color={APPLIED}>{t('bulk.rowApplied')}</Tag>
                ) : (
                  <Tag color={VALID}>{t('bulk.rowValid')}</Tag>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
