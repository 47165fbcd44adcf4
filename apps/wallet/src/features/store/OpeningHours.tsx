import { type OpeningHours as Hours, openingAt, weekDays } from '@premia/contract/opening-hours';
import { useEffect, useState } from 'react';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { hoursText } from './hoursText';

/** The clock, once a minute: "open now" changes by itself while the page stays open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A location's hours: open now or closed, read in the store's time zone (the customer may be
 * elsewhere), today's ranges and the whole week.
 */
export function OpeningHours({ hours }: { hours: Hours }) {
  const { t, language } = useTranslation();
  const { store } = useStore();
  const now = openingAt(hours, store.timeZone, useNow());
  const text = hoursText(language, store.timeZone);
  const today = hours[now.day];

  return (
    <div className="hours">
      <p className="hours__now">
        <span className={now.open ? 'state state--confirmed' : 'state'}>
          {now.open ? t('store.openNow') : t('store.closedNow')}
        </span>{' '}
        {now.closes ? (
          <span className="muted">{t('store.closesAt', { time: text.time(now.closes) })}</span>
        ) : null}
      </p>
      <p>{today.length ? t('store.today', { hours: text.ranges(today) }) : t('store.closedToday')}</p>
      <details>
        <summary>{t('store.weekHours')}</summary>
        <table className="hours__week">
          <tbody>
            {weekDays.map((day) => (
              <tr key={day} className={day === now.day ? 'hours__today' : undefined}>
                <th scope="row">{text.day(day)}</th>
                <td>{hours[day].length ? text.ranges(hours[day]) : t('store.closedDay')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">{t('store.hoursZone', { zone: text.zone })}</p>
      </details>
    </div>
  );
}
