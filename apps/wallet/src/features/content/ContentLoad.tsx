import type { StoreContent } from '@premia/contract';
import type { ReactNode } from 'react';
import { FormError } from '../../app/FormError';
import { useTranslation } from '../../i18n/useTranslation';
import { useContent } from './useContent';

/** The content pages' frame: the store's content once loaded, else the loading bar or the failure. */
export function ContentLoad({ children }: { children: (content: StoreContent) => ReactNode }) {
  const { t } = useTranslation();
  const content = useContent();
  if (content.data) return children(content.data);
  if (content.error) {
    return <FormError error={content.error} />;
  }
  return <div className="loading" role="status" aria-label={t('app.loading')} />;
}
