import { useTranslation } from 'react-i18next';
import { MenuCount } from '../../../ui/MenuCount';
import { usePendingCount } from './api';

/** The sidebar's count of reward requests waiting, beside the counter's entry. */
export function PendingRequestsBadge() {
  const { t } = useTranslation();
  const count = usePendingCount();
  return (
    <MenuCount
      count={count}
      label={t('requests.badge', { pending: count })}
      testId="pending-requests-badge"
    />
  );
}
