import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { type BulkBatch, type BulkRow, MAX_BULK_BYTES } from '@premia/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Popconfirm,
  Progress,
  Segmented,
  Space,
  Statistic,
  Table,
  Tag,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreInfo } from '../configuration/api';
import { download } from '../customers/csv';
import { grouped, money } from '../dashboard/logic';
import {
  applyBatch,
  previewFile,
  type RowFilter,
  undoBatch,
  useBatches,
  useBulkRows,
  useRefreshBulk,
} from './api';
import { templateCsv } from './template';
import './bulk.css';

// Solid colours dark enough for white text (WCAG AA).
const STATUS_COLOR: Record<BulkBatch['status'], string> = {
  previewed: '#1d4ed8',
  applying: '#92400e',
  applied: '#0f766e',
  undoing: '#9f1239',
  undone: '#4b5563',
};
const VALID = '#1d4ed8';
const APPLIED = '#0f766e';

/** /dashboard/customers/bulk (owner): upload a CSV or XLSX, check its preview, give the points, undo. */
export default function BulkPointsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bulk.title'));
  const { notification } = App.useApp();
  const refresh = useRefreshBulk();
  const currency = useStoreInfo().data?.store.currencyCode;
  const [batch, setBatch] = useState<BulkBatch | null>(null);
  const [notice, setNotice] = useState<{ m: string; repeated: boolean } | null>(null);
  const [reading, setReading] = useState(false);
  const [working, setWorking] = useState<'apply' | 'undo' | null>(null);
  const [only, setOnly] = useState<RowFilter>('all');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const rows = useBulkRows(batch?.id ?? null, only, page.page, page.pageSize);
  const batches = useBatches();

  function show(next: BulkBatch, m: string | null = null, repeated = false) {
    setBatch(next);
    setNotice(m ? { m, repeated } : null);
    setOnly('all');
    setPage((p) => ({ ...p, page: 1 }));
  }

  async function upload(file: File) {
    if (file.size > MAX_BULK_BYTES) {
      notification.error({ title: t('bulk.tooLarge') });
      return;
    }
    setReading(true);
    try {
      const result = await previewFile(file);
      if (result.batch) show(result.batch, result.m, result.repeated);
      refresh();
    } catch (error) {
      notification.error({ title: t('bulk.readFailed'), description: (error as Error).message });
    } finally {
      setReading(false);
    }
  }

  async function apply(target: BulkBatch) {
    setWorking('apply');
    try {
      const result = await applyBatch(target.id, (progress) => setBatch(progress));
      if (result.batch) setBatch(result.batch);
      notification.success({ title: result.m });
    } catch (error) {
      notification.error({ title: t('bulk.applyFailed'), description: (error as Error).message });
    } finally {
      setWorking(null);
      refresh();
    }
  }

  async function undo(target: BulkBatch) {
    setWorking('undo');
    try {
      const result = await undoBatch(target.id, (progress) => setBatch(progress));
      if (result.batch) setBatch(result.batch);
      notification.success({ title: result.m });
    } catch (error) {
      notification.error({ title: t('bulk.undoFailed'), description: (error as Error).message });
    } finally {
      setWorking(null);
      refresh();
    }
  }

  const statusTag = (b: BulkBatch) => (
    <Tag color={STATUS_COLOR[b.status]}>{t(`bulk.status.${b.status}`)}</Tag>
  );
  const percent = batch && batch.rowsValid > 0 ? Math.floor((batch.rowsApplied / batch.rowsValid) * 100) : 0;
  const undonePercent =
    batch && batch.rowsApplied > 0
      ? Math.floor(((batch.rowsUndone + batch.undoSkipped) / batch.rowsApplied) * 100)
      : 0;

  return (
    <div className="bulk">
      <div className="bulk__head">
        <h1 className="bulk__title">{t('bulk.title')}</h1>
        <Space wrap>
          <Link to="/dashboard/customers">{t('bulk.backToCustomers')}</Link>
          <Button icon={<DownloadOutlined />} onClick={() => download('plantilla-puntos.csv', templateCsv())}>
            {t('bulk.template')}
          </Button>
        </Space>
      </div>

      <Card>
        <p className="bulk__help">{t('bulk.help')}</p>
        <Upload.Dragger
          accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          disabled={reading || working !== null}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{reading ? t('bulk.reading') : t('bulk.drop')}</p>
          <p className="ant-upload-hint">{t('bulk.dropHint')}</p>
        </Upload.Dragger>
      </Card>

      {batch ? (
        <Card
          className="bulk__batch"
          title={
            <Space wrap>
              <span>{t('bulk.batchTitle', { id: batch.id, file: batch.filename })}</span>
              {statusTag(batch)}
            </Space>
          }
        >
          {notice ? (
            <Alert
              showIcon
              type={notice.repeated ? 'warning' : batch.rowsError > 0 ? 'info' : 'success'}
              title={notice.m}
              className="bulk__notice"
            />
          ) : null}
          <section className="bulk__figures" aria-label={t('bulk.figures')}>
            <Statistic title={t('bulk.rowsTotal')} value={batch.rowsTotal} />
            <Statistic title={t('bulk.rowsValid')} value={batch.rowsValid} />
            <Statistic title={t('bulk.rowsError')} value={batch.rowsError} />
            <Statistic title={t('bulk.pointsTotal')} value={batch.pointsTotal} />
          </section>

          {batch.status === 'previewed' || batch.status === 'applying' || working === 'apply' ? (
            <div className="bulk__apply">
              {working === 'apply' || batch.status === 'applying' ? (
                <Progress percent={percent} aria-label={t('bulk.progress')} />
              ) : null}
              <Popconfirm
                title={t('bulk.confirmApply', { points: grouped(batch.pointsTotal), rows: batch.rowsValid })}
                okText={t('bulk.apply')}
                cancelText={t('bulk.cancel')}
                onConfirm={() => apply(batch)}
                disabled={batch.rowsValid === 0}
              >
                <Button type="primary" loading={working === 'apply'} disabled={batch.rowsValid === 0}>
                  {batch.status === 'applying'
                    ? t('bulk.resume')
                    : t('bulk.applyCount', { count: batch.rowsValid })}
                </Button>
              </Popconfirm>
            </div>
          ) : null}

          {batch.status === 'applied' && working !== 'apply' ? (
            <Alert
              showIcon
              type="success"
              className="bulk__notice"
              title={t('bulk.appliedSummary', {
                points: grouped(batch.pointsTotal),
                rows: batch.rowsApplied,
                date: batch.appliedAt ? dayjs(batch.appliedAt).format('DD/MM/YYYY HH:mm') : '',
              })}
              action={
                <Popconfirm
                  title={t('bulk.confirmUndo')}
                  okText={t('bulk.undo')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('bulk.cancel')}
                  onConfirm={() => undo(batch)}
                >
                  <Button danger loading={working === 'undo'}>
                    {t('bulk.undo')}
                  </Button>
                </Popconfirm>
              }
            />
          ) : null}
          {batch.status === 'undoing' ? (
            <div className="bulk__apply">
              <Progress percent={undonePercent} strokeColor="#9f1239" aria-label={t('bulk.progress')} />
              <Button danger loading={working === 'undo'} onClick={() => undo(batch)}>
                {t('bulk.resumeUndo')}
              </Button>
            </div>
          ) : null}
          {batch.status === 'undone' ? (
            <Alert
              showIcon
              type="info"
              className="bulk__notice"
              title={
                batch.undoSkipped > 0
                  ? t('bulk.undoneSummary', { rows: batch.rowsUndone, skipped: batch.undoSkipped })
                  : t('bulk.undoneSummaryAll', { rows: batch.rowsUndone })
              }
            />
          ) : null}

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
          {rows.error ? <Alert type="error" showIcon title={rows.error.message} /> : null}
          <Table<BulkRow>
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
              { title: t('bulk.colPoints'), dataIndex: 'points', align: 'right', render: (v) => v ?? '—' },
              {
                title: t('bulk.colAmount'),
                dataIndex: 'amount',
                align: 'right',
                render: (v: number | null) => (v === null ? '—' : money(v, currency)),
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
        </Card>
      ) : null}

      <Card title={<h2 className="bulk__h2">{t('bulk.history')}</h2>}>
        {/* No batch yet: a sentence, not an empty table that scrolls sideways with nothing to reach. */}
        {batches.data && batches.data.batches.length === 0 ? (
          <p className="bulk__empty">{t('bulk.noHistory')}</p>
        ) : (
          <Table<BulkBatch>
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
                render: (v: string) => dayjs(v).format('DD/MM/YYYY HH:mm'),
              },
              { title: t('bulk.colBy'), dataIndex: 'createdBy', render: (v) => v ?? '' },
              {
                title: t('bulk.colRows'),
                key: 'rows',
                render: (_, b) => t('bulk.rowsOf', { valid: b.rowsValid, total: b.rowsTotal }),
              },
              {
                title: t('bulk.colPoints'),
                dataIndex: 'pointsTotal',
                align: 'right',
                render: (v) => grouped(v),
              },
              { title: t('bulk.colStatus'), key: 'status', render: (_, b) => statusTag(b) },
              {
                key: 'open',
                render: (_, b) => (
                  <Button size="small" onClick={() => show(b)} aria-label={t('bulk.openBatch', { id: b.id })}>
                    {t('bulk.open')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
