import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  back: { path: string; label: string };
  image: string | null;
  title: string;
  description: string | null;
  button: { text: string | null; link: string | null };
  children?: ReactNode;
}

/** An offer's or a news item's page: its big image, name, text, details and its button. */
export function ContentDetail({ back, image, title, description, button, children }: Props) {
  const { t } = useTranslation();
  const { to } = useStore();
  return (
    <article className="panel detail">
      <Link className="detail__back" to={to(back.path)}>
        ← {back.label}
      </Link>
      {image ? <img className="detail__image" src={image} alt="" /> : null}
      <h1>{title}</h1>
      {children}
      {description ? <p className="detail__text">{description}</p> : null}
      {button.link ? (
        <a className="button button--primary" href={button.link} target="_blank" rel="noopener noreferrer">
          {button.text || t('content.open')}
        </a>
      ) : null}
    </article>
  );
}

/** An address naming an offer or a news item that is not (or no longer) shown. */
export function ContentMissing({ back }: { back: { path: string; label: string } }) {
  const { t } = useTranslation();
  const { to } = useStore();
  return (
    <section className="panel">
      <h1>{t('content.missingTitle')}</h1>
      <p className="muted">{t('content.missingText')}</p>
      <Link to={to(back.path)}>{back.label}</Link>
    </section>
  );
}
