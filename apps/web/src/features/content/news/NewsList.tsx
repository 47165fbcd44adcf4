import { NotificationOutlined } from '@ant-design/icons';
import type { NewsItem } from '@premia/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ActivePill, ContentCard } from '../content';

interface Props {
  news: NewsItem[];
  onEdit: (news: NewsItem) => void;
  onDelete: (news: NewsItem) => void;
}

/** The news as cards, newest first: image, title, state, and edit and delete. */
export function NewsList({ news, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="content-list">
      {news.map((item) => (
        <ContentCard
          key={item.id}
          section="news"
          testId="news-card"
          cover={item.image ? <img src={item.image} alt="" /> : <NotificationOutlined aria-hidden="true" />}
          name={item.name}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
        >
          <h2 className="content-list__name">{item.name}</h2>
          <div className="content-list__tags">
            <ActivePill section="news" active={item.active} />
            {item.public ? (
              <span className="content-pill content-pill--public">{t('news.isPublic')}</span>
            ) : null}
          </div>
          {item.description ? <p className="content-list__desc">{item.description}</p> : null}
          <div className="content-list__meta">{dayjs(item.createdAt).format('DD/MM/YYYY')}</div>
        </ContentCard>
      ))}
    </ul>
  );
}
