import { Card, Empty } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useStatement } from '../points/api';
import { entryDetail, signedPoints } from './kinds';

/** The customer's latest movements, newest first. */
export function Movements({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const statement = useStatement(customerId);
  const entries = statement.data?.entries ?? [];
  return (
    <Card
      title={<h2 className="counter-section-title">{t('loyalty.movementsTitle')}</h2>}
      loading={statement.isPending}
    >
      {statement.error ? <p role="alert">{statement.error.message}</p> : null}
      {entries.length === 0 && !statement.isPending ? <Empty description={t('loyalty.noMovements')} /> : null}
      <ul className="counter-moves" data-testid="movements">
        {entries.map((entry) => (
          <li key={entry.id} className="counter-moves__item">
            <span className={`counter-moves__points ${entry.points >= 0 ? 'is-plus' : 'is-minus'}`}>
              {signedPoints(entry.points)}
            </span>
            <span className="counter-moves__text">
              <span>{entryDetail(entry, t)}</span>
              <span className="counter-moves__meta">
                {dayjs(entry.createdAt).format('DD/MM/YYYY HH:mm')}
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
