import { entryDetail } from '@premia/client/entry-detail';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { useStatement } from '../points';

/** The customer's latest movements, newest first. */
export function Movements({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const statement = useStatement(customerId);
  const entries = statement.data?.entries ?? [];
  return (
    <Card
      title={<h2 className="counter-section-title">{t('loyalty.movementsTitle')}</h2>}
      loading={statement.isPending}
    >
      <LoadError query={statement} />
      {entries.length === 0 && statement.isSuccess ? <Empty description={t('loyalty.noMovements')} /> : null}
      <ul className="counter-moves" data-testid="movements">
        {entries.map((entry) => (
          <li key={entry.id} className="counter-moves__item">
            <span className={`counter-moves__points ${entry.points >= 0 ? 'is-plus' : 'is-minus'}`}>
              {f.points(entry.points, { signed: true })}
            </span>
            <span className="counter-moves__text">
              <span>{entryDetail(entry, t)}</span>
              <span className="counter-moves__meta">
                {f.dateTime(entry.createdAt)}
                {entry.employee ? ` · ${entry.employee.name}` : ''}
                {entry.location ? ` · ${entry.location.name}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
