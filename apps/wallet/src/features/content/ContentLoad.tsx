import type { StoreContent } from '@premia/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useContent } from './useContent';

/** The content pages' frame: the store's content once loaded, else the loading bar or the failure. */
export function ContentLoad({ children }: { children: (content: StoreContent) => ReactNode }) {
  const { t } = useTranslation();
  const content = useContent();
  if (content.data) return children(content.data);
  if (content.error) {
    return (
      <p className="form__error" role="alert">
        {content.error.message}
      </p>
    );
  }
  return <div className="loading" role="status" aria-label={t('app.loading')} />;
}
