import { type Format, formatFor } from '@premia/client/format';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellContext } from '../app/ShellContext';
import { useStoreInfo } from '../features/account/configuration';

/** The reader's store (its zone, currency and country), shared with every screen that reads it; none for the admin. */
function useReadersStore() {
  const storeId = useContext(ShellContext)?.session.storeId ?? null;
  return useStoreInfo({ enabled: storeId !== null }).data?.store;
}

/** The time zone of the reader's clock: their store's; undefined (the browser's) for the admin. */
export const useReadersTimeZone = (): string | undefined => useReadersStore()?.timeZone;

/**
 * The formatter of the screen's reader: their language, and the time zone and currency of their store
 * (read from /client/get-store-info, shared with every screen that reads it). Users without a store
 * (the admin) read times in the browser's zone; an amount of a store then names its own currency.
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const store = useReadersStore();
  return formatFor({
    language: i18n.language,
    timeZone: store?.timeZone,
    currencyCode: store?.currencyCode,
    countryCode: store?.country.countryCode,
  });
}
