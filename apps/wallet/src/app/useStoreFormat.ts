import { formatFor } from '../../../web/src/format/format';
import { useTranslation } from '../i18n/useTranslation';
import { useStore } from './StoreContext';

/** Numbers, amounts and times as the back office shows them: the reader's language, the store's zone and currency. */
export function useStoreFormat() {
  const { language } = useTranslation();
  const { store } = useStore();
  return formatFor({ language, timeZone: store.timeZone, currencyCode: store.currencyCode });
}
