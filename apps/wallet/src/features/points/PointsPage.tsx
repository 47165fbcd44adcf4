import { entryDetail } from '@premia/client/entry-detail';
import { useState } from 'react';
import { useWalletQuery } from '../../api/queries';
import { BalanceHead } from '../../app/BalanceHead';
import { Pager } from '../../app/Pager';
import { ReadProblem } from '../../app/ReadProblem';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

const PAGE_SIZE = 20;

/** The customer's statement, newest first, a page at a time: the same lines the store sees. */
export default function PointsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const statement = useWalletQuery(
    '/wallet/points',
    { page, pageSize: PAGE_SIZE },
    { live: true, remember: true },
  );
  const data = statement.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const format = useFormat();

  return (
    <div className="page">
      <BalanceHead title={t('points.title')} balance={data?.balance} testId="points-balance" />
      <ReadProblem reads={[statement]} />
      {data && data.entries.length === 0 ? <p className="panel muted">{t('points.empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <ul className="panel list" aria-label={t('points.listLabel')} data-testid="statement">
          {data.entries.map((entry) => (
            <li key={entry.id} className="list__item">
              <div>
                <strong>{entryDetail(entry, t)}</strong>
                <p className="muted">
                  {format.dateTime(entry.createdAt)}
                  {entry.location ? ` · ${entry.location.name}` : ''}
                </p>
              </div>
              <span className={entry.points < 0 ? 'points points--minus' : 'points'}>
                {format.points(entry.points, { signed: true })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        pages={pages}
        label={t('points.pages')}
        back={t('points.newer')}
        on={t('points.older')}
        onPage={setPage}
      />
    </div>
  );
}
