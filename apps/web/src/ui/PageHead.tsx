import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';
import './PageHead.css';

/** A screen's title (also the browser tab's), its buttons on the other side, and a line of help under them. */
export function PageHead({ title, actions, help }: { title: string; actions?: ReactNode; help?: string }) {
  usePageTitle(title);
  return (
    <>
      <div className={`page-head${help ? ' page-head--with-help' : ''}`}>
        <h1 className="page-head__title">{title}</h1>
        {actions}
      </div>
      {help ? <p className="page-head__help">{help}</p> : null}
    </>
  );
}
