import { useTranslation } from 'react-i18next';
import { useStoreLiability } from './api';
import { LiabilityScreen } from './LiabilityScreen';

/** /dashboard/liability (owner): what the store owes in points and their value. */
export default function LiabilityPage() {
  const { t } = useTranslation();
  const query = useStoreLiability();
  return <LiabilityScreen title={t('liability.title')} help={t('liability.intro')} query={query} />;
}
