import { DownloadOutlined } from '@ant-design/icons';
import type { BulkBatch, BulkOutput } from '@premia/contract';
import { Alert, App, Button, Card, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { download } from '../../../ui/csv';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useStoreInfo } from '../../account/configuration';
import { useApplyBatch, useUndoBatch } from './api';
import { BatchActions } from './BatchActions';
import { BatchHistory } from './BatchHistory';
import { BatchRows } from './BatchRows';
import { BatchStatusTag } from './BatchStatusTag';
import { BulkUpload } from './BulkUpload';
import { templateCsv } from './template';
import './bulk.css';

/** /dashboard/customers/bulk (owner): upload a CSV or XLSX, check its preview, give the points, undo. */
export default function BulkPointsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bulk.title'));
  const { notification } = App.useApp();
  const currency = useStoreInfo().data?.store.currencyCode;
  const [batch, setBatch] = useState<BulkBatch | null>(null);
  const [notice, setNotice] = useState<{ m: string; repeated: boolean } | null>(null);
  const applying = useApplyBatch(setBatch);
  const undoing = useUndoBatch(setBatch);
  const working = applying.isPending ? 'apply' : undoing.isPending ? 'undo' : null;

  function show(next: BulkBatch, m: string | null = null, repeated = false) {
    setBatch(next);
    setNotice(m ? { m, repeated } : null);
  }

  function finished(answer: BulkOutput) {
    if (answer.batch) setBatch(answer.batch);
    notification.success({ title: answer.m });
  }

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

      <BulkUpload
        disabled={working !== null}
        onPreview={(answer) => {
          if (answer.batch) show(answer.batch, answer.m, answer.repeated);
        }}
      />

      {batch ? (
        <Card
          className="bulk__batch"
          title={
            <Space wrap>
              <span>{t('bulk.batchTitle', { id: batch.id, file: batch.filename })}</span>
              <BatchStatusTag status={batch.status} />
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
          <BatchActions
            batch={batch}
            working={working}
            apply={(target) =>
              applying.mutate(target, {
                onSuccess: finished,
                onError: (error) =>
                  notification.error({ title: t('bulk.applyFailed'), description: error.message }),
              })
            }
            undo={(target) =>
              undoing.mutate(target, {
                onSuccess: finished,
                onError: (error) =>
                  notification.error({ title: t('bulk.undoFailed'), description: error.message }),
              })
            }
          />
          {/* A new batch starts on its first page, showing every row. */}
          <BatchRows key={batch.id} batch={batch} currency={currency} />
        </Card>
      ) : null}

      <BatchHistory onOpen={(b) => show(b)} />
    </div>
  );
}
