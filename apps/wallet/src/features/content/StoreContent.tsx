import { Link } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { Banners } from './Banners';
import { NewsSummary } from './NewsSummary';
import { OfferSummary } from './OfferSummary';
import { useContent } from './useContent';

const FIRST = 3;

/** The store page's content: the banners' carousel, the first offers and news, links to all of them. */
export function StoreContent({ part }: { part: 'banners' | 'lists' }) {
  const { t } = useTranslation();
  const { to } = useStore();
  const content = useContent().data;
  if (!content) return null;
  if (part === 'banners') return <Banners banners={content.banners} />;
  return (
    <>
      {content.offers.length > 0 ? (
        <section className="panel" aria-labelledby="offers-title">
          <h2 id="offers-title">{t('content.offersTitle')}</h2>
          <ul className="tiles">
            {content.offers.slice(0, FIRST).map((o) => (
              <OfferSummary key={o.id} offer={o} />
            ))}
          </ul>
          <Link to={to('offers')}>{t('content.allOffers', { count: content.offers.length })}</Link>
        </section>
      ) : null}
      {content.news.length > 0 ? (
        <section className="panel" aria-labelledby="news-title">
          <h2 id="news-title">{t('content.newsTitle')}</h2>
          <ul className="tiles">
            {content.news.slice(0, FIRST).map((n) => (
              <NewsSummary key={n.id} item={n} />
            ))}
          </ul>
          <Link to={to('news')}>{t('content.allNews', { count: content.news.length })}</Link>
        </section>
      ) : null}
    </>
  );
}
