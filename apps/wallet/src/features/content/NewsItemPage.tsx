import { useParams } from 'react-router';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { ContentDetail, ContentMissing } from './ContentDetail';
import { ContentLoad } from './ContentLoad';

/** One news item: image, name, date, text and its button. */
export default function NewsItemPage() {
  const { t } = useTranslation();
  const { newsId } = useParams();
  const format = useFormat();
  const back = { path: 'news', label: t('content.newsTitle') };
  return (
    <div className="page">
      <ContentLoad>
        {({ news }) => {
          const item = news.find((n) => String(n.id) === newsId);
          if (!item) return <ContentMissing back={back} />;
          return (
            <ContentDetail
              back={back}
              image={item.image ?? item.imageSquared}
              title={item.name}
              description={item.description}
              button={{ text: item.buttonText, link: item.buttonLink }}
            >
              <p className="muted">
                {format.date(item.createdAt)}
                {item.platform ? ` · ${t('content.fromPlatform')}` : ''}
              </p>
            </ContentDetail>
          );
        }}
      </ContentLoad>
    </div>
  );
}
