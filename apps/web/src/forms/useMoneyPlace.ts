import type { MoneyPlace } from '@premia/contract/money';
import { useContext } from 'react';
import { ShellContext } from '../app/ShellContext';
import { useStoreInfo } from '../features/account/configuration';

/** The currency and country an amount is typed in: those given, else the signed-in user's store's. */
export function useMoneyPlace(given: Partial<MoneyPlace>): MoneyPlace {
  const storeId = useContext(ShellContext)?.session.storeId ?? null;
  const store = useStoreInfo({ enabled: storeId !== null }).data?.store;
  return {
    currencyCode: given.currencyCode ?? store?.currencyCode ?? '',
    countryCode: given.countryCode ?? store?.country.countryCode,
  };
}
