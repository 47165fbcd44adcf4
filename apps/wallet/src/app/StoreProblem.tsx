import type { ApiError } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';

/** An address with no open store behind it, or a store page that could not be read (offline, first time). */
export function StoreProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  const missing = error.status === 404;
  return (
    <main className="problem">
      <h1>{missing ? t('problem.noStoreTitle') : t('problem.failedTitle')}</h1>
      <p>{error.message}</p>
      {missing ? null : (
        <button type="button" className="button" onClick={onRetry}>
          {t('problem.retry')}
        </button>
      )}
    </main>
  );
}

/** A wallet URL that is not a store's address at all. */
export function NoAddressPage() {
  const { t } = useTranslation();
  return (
    <main className="problem">
      <h1>{t('problem.noStoreTitle')}</h1>
      <p>{t('problem.noAddress')}</p>
    </main>
  );
}
