import type { BulkBatch } from '@premia/contract';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useBatches } from './api';
import { BatchStatusTag } from './BatchStatusTag';

/** The store's latest batches; any of them can be opened again. */
export function BatchHistory({ onOpen }: { onOpen: (batch: BulkBatch) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const batches = useBatches();
  return (
    <Card title={<h2 className="bulk__h2">{t('bulk.history')}</h2>}>
      {/* No batch yet: a sentence, not an empty table that scrolls sideways with nothing to reach. */}
      <LoadError query={batches} />
      {batches.error ? null : batches.data && batches.data.batches.length === 0 ? (
        <p className="bulk__empty">{t('bulk.noHistory')}</p>
      ) : (
        <ResponsiveTable<BulkBatch>
          data-testid="bulk-batches"
          rowKey="id"
          size="small"
          loading={batches.isFetching}
          dataSource={batches.data?.batches ?? []}
          pagination={false}
          scroll={{ x: 720 }}
          columns={[
            { title: t('bulk.colBatch'), dataIndex: 'id', render: (id) => `#${id}`, width: 80 },
            { title: t('bulk.colFile'), dataIndex: 'filename' },
            {
              title: t('bulk.colDate'),
              dataIndex: 'createdAt',
              render: (v: string) => f.dateTime(v),
            },
            { title: t('bulk.colBy'), dataIndex: 'createdBy', render: (v) => v ?? '' },
            {
              title: t('bulk.colRows'),
              key: 'rows',
              render: (_, b) =>
                t('bulk.rowsOf', { valid: f.count(b.rowsValid), total: f.count(b.rowsTotal) }),
            },
            {
              title: t('bulk.colPoints'),
              dataIndex: 'pointsTotal',
              align: 'right',
              render: (v: number) => f.count(v),
            },
            {
              title: t('bulk.colStatus'),
              key: 'status',
              render: (_, b) => <BatchStatusTag status={b.status} />,
            },
            {
              key: 'open',
              render: (_, b) => (
                <Button size="small" onClick={() => onOpen(b)} aria-label={t('bulk.openBatch', { id: b.id })}>
                  {t('bulk.open')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
