import { type ReactNode, useContext } from 'react';
import { ShellContext } from '../ShellContext';
import './ErrorPage.css';

interface Props {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
}

/**
 * The shape shared by the 404 and 500 pages: the page's main landmark on its own, a section inside the
 * dashboard, whose content area is already the main landmark.
 */
export function ErrorPage({ code, title, text, actions }: Props) {
  const Landmark = useContext(ShellContext) ? 'section' : 'main';
  return (
    <Landmark className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-page__title" id="error-page-title">
        {title}
      </h1>
      <p className="error-page__text">{text}</p>
      <div className="error-page__actions">{actions}</div>
    </Landmark>
  );
}
