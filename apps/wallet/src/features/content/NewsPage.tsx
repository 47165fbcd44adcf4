import { useTranslation } from '../../i18n/useTranslation';
import { ContentLoad } from './ContentLoad';
import { NewsSummary } from './NewsSummary';

/** What is new at the store (and from the platform), newest first. */
export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="panel">
        <h1>{t('content.newsTitle')}</h1>
        <ContentLoad>
          {({ news }) =>
            news.length === 0 ? (
              <p className="muted">{t('content.noNews')}</p>
            ) : (
              <ul className="tiles" aria-label={t('content.newsTitle')}>
                {news.map((n) => (
                  <NewsSummary key={n.id} item={n} />
                ))}
              </ul>
            )
          }
        </ContentLoad>
      </section>
    </div>
  );
}
