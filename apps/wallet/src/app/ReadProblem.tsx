import type { ApiError } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { FormError } from './FormError';
import { useStore } from './StoreContext';

/**
 * What went wrong reading a screen's answers, said once: offline with the answers kept on the phone,
 * that they are the last ones seen; otherwise the first refusal (a screen without its answer first).
 */
export function ReadProblem({ reads }: { reads: { data: unknown; error: ApiError | null }[] }) {
  const { t } = useTranslation();
  const { store } = useStore();
  const failed = reads.filter((read) => read.error);
  if (failed.length === 0) return null;
  if (failed.every((read) => read.error?.status === 0 && read.data !== undefined)) {
    return <p className="muted">{t('card.offline', { store: store.name })}</p>;
  }
  return <FormError error={(failed.find((read) => read.data === undefined) ?? failed[0])?.error ?? null} />;
}
