import type { Banner } from '@premia/contract';
import { useTranslation } from '../../i18n/useTranslation';

/** The store's carousel: its banners side by side, swiped (scroll snap: no script to download). */
export function Banners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={t('content.banners')}>
      <ul className="banners__track">
        {banners.map((b) => {
          const image = <img className="banners__image" src={b.image} alt={b.title ?? ''} />;
          return (
            <li key={b.id} className="banners__slide">
              {b.link ? (
                <a
                  href={b.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={b.title ?? t('content.bannerLink')}
                >
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
