import type { ReactNode } from 'react';
import './ErrorPage.css';

interface Props {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
}

/** The shape shared by the 404 and 500 pages. */
export function ErrorPage({ code, title, text, actions }: Props) {
  return (
    <main className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-page__title">{title}</h1>
      <p className="error-page__text">{text}</p>
      <div className="error-page__actions">{actions}</div>
    </main>
  );
}
