import type { BulkBatch } from '@premia/contract';
import { Alert, Button, Popconfirm, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { tone } from '../../../ui/theme';

interface Props {
  batch: BulkBatch;
  /** The step running now, if any. */
  working: 'apply' | 'undo' | null;
  apply: (batch: BulkBatch) => void;
  undo: (batch: BulkBatch) => void;
}

/** What can be done with a batch in its state: give its points (or resume), undo them (or resume), and how far it went. */
export function BatchActions({ batch, working, apply, undo }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const percent = batch.rowsValid > 0 ? Math.floor((batch.rowsApplied / batch.rowsValid) * 100) : 0;
  const undonePercent =
    batch.rowsApplied > 0
      ? Math.floor(((batch.rowsUndone + batch.undoSkipped) / batch.rowsApplied) * 100)
      : 0;
  return (
    <>
      {batch.status === 'previewed' || batch.status === 'applying' || working === 'apply' ? (
        <div className="bulk__apply">
          {working === 'apply' || batch.status === 'applying' ? (
            <Progress percent={percent} aria-label={t('bulk.progress')} />
          ) : null}
          <Popconfirm
            title={t('bulk.confirmApply', {
              points: f.count(batch.pointsTotal),
              rows: f.count(batch.rowsValid),
            })}
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
            points: f.count(batch.pointsTotal),
            rows: f.count(batch.rowsApplied),
            date: batch.appliedAt ? f.dateTime(batch.appliedAt) : '',
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
          <Progress percent={undonePercent} strokeColor={tone.undo} aria-label={t('bulk.progress')} />
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
    </>
  );
}
