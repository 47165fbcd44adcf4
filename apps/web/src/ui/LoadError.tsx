import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What LoadError needs of a TanStack query: its error and a way to ask again. */
interface FailedRead {
  error: Error | null;
  refetch: () => unknown;
  isFetching?: boolean;
}

/**
 * A read that failed, said as such: a sentence in the reader's language, the reason (the server's
 * message, already translated by api/client.ts) and a retry button. A screen shows it INSTEAD of its
 * table, list or empty state, so a failed call never reads as "no data". Renders nothing without an error.
 */
export function LoadError({ query, className }: { query: FailedRead; className?: string }) {
  const { t } = useTranslation();
  if (!query.error) return null;
  return (
    <Alert
      className={className ?? 'load-error'}
      type="error"
      showIcon
      role="alert"
      title={t('errors.loadFailedTitle')}
      description={query.error.message}
      action={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={query.isFetching ?? false}
          onClick={() => query.refetch()}
        >
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
