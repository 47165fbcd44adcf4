import { Link } from 'react-router';
import { Icon } from '../../app/icons';
import { linkPath, navPages } from '../../app/pages';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * «Más»: the pages that do not fit in the bottom bar (app/pages.ts `more`), one line each with its
 * icon and what it carries (the inbox's unread count), as a phone's «More» tab lists them.
 */
export default function MorePage() {
  const { t } = useTranslation();
  const { store, to } = useStore();
  return (
    <div className="page">
      <section className="panel">
        <h1>{t('nav.more')}</h1>
        <ul className="list more">
          {navPages(store, 'more').map((p) => (
            <li key={p.key} className="list__item">
              <Link className="more__link" to={to(linkPath(p))}>
                <span className="shell__icon">
                  <Icon name={p.nav!} />
                  {p.badge ? <p.badge /> : null}
                </span>
                <span>{t(`nav.${p.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
