import { formatFor } from '@premia/client/format';
import { fromCents } from '@premia/contract/format';
import { useTranslation } from '../i18n/useTranslation';
import { useStore } from './StoreContext';

/**
 * Numbers, money and times as the back office shows them: the reader's language, the store's time zone
 * and currency (amounts truncated to two decimals, spec §5). `cents` says an amount kept in cents.
 */
export function useFormat() {
  const { language } = useTranslation();
  const { store } = useStore();
  const format = formatFor({
    language,
    timeZone: store.timeZone,
    currencyCode: store.currencyCode,
    countryCode: store.countryCode,
  });
  return { ...format, cents: (value: number) => format.money(fromCents(value)) };
}
