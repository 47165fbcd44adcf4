import type { LedgerEntry } from '@premia/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useViewport } from '../../../ui/useViewport';
import { useLastGiven } from './api';
import { entryColumns } from './entryColumns';

/** The last points given in the store (in the location, for an employee), with a link to the activity. */
export function LastGiven({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const view = useViewport();
  const last = useLastGiven();
  return (
    <Card
      className="dashboard__last"
      title={<h2 className="dashboard__h2">{t('dashboard.lastGiven')}</h2>}
      extra={<Link to="/dashboard/activity">{t('dashboard.seeActivity')}</Link>}
    >
      <LoadError query={last} />
      {last.error ? null : (
        <ResponsiveTable<LedgerEntry>
          rowKey="id"
          size="small"
          loading={last.isPending}
          dataSource={last.data?.entries}
          pagination={false}
          data-testid="last-given"
          locale={{ emptyText: <span className="dashboard__empty">{t('dashboard.noneGiven')}</span> }}
          columns={entryColumns(t, {
            currency,
            format: f,
            compact: view !== 'desktop',
            amount: true,
            detail: false,
          })}
        />
      )}
    </Card>
  );
}
