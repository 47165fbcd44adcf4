import type { NewsItem } from '@premia/contract';
import { Link } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

/** A news item in the feed: its image, name, when it was published and who from. */
export function NewsSummary({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const { to } = useStore();
  const format = useFormat();
  const image = item.imageSquared ?? item.image;
  return (
    <li className="tile">
      <Link className="tile__link" to={to(`news/${item.id}`)}>
        {image ? <img className="tile__image" src={image} alt="" loading="lazy" /> : null}
        <span className="tile__body">
          <strong>{item.name}</strong>
          <span className="muted">
            {format.date(item.createdAt)}
            {item.platform ? ` · ${t('content.fromPlatform')}` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}
