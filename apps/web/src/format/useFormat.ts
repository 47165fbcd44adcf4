import { type Format, formatFor } from '@premia/client/format';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellContext } from '../app/ShellContext';
import { useStoreInfo } from '../features/account/configuration';

/**
 * The formatter of the screen's reader: their language, and the time zone and currency of their store
 * (read from /client/get-store-info, shared with every screen that reads it). Users without a store
 * (the admin) read times in the browser's zone; an amount of a store then names its own currency.
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const storeId = useContext(ShellContext)?.session.storeId ?? null;
  const store = useStoreInfo({ enabled: storeId !== null }).data?.store;
  return formatFor({
    language: i18n.language,
    timeZone: store?.timeZone,
    currencyCode: store?.currencyCode,
    countryCode: store?.country.countryCode,
  });
}
