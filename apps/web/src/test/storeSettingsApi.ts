import { waitFor } from '@testing-library/react';
import { fakeApi } from './fakeApi';
import { storeFixture } from './storeFixture';

/**
 * The fake server of the configuration form (StoreSettingsForm): one store type, one currency, and a save
 * that answers the store as sent.
 */
export function storeSettingsApi() {
  return fakeApi({
    '/general/get-store-types': () => ({ s: 'ok', storetypes: [{ id: 1, name: 'Cafetería', image: null }] }),
    '/general/get-currencies': () => ({
      s: 'ok',
      currencies: [{ code: 'PEN', name: 'Sol peruano', symbol: 'S/' }],
    }),
    '/client/store/save': (input) => ({
      s: 'ok',
      m: 'Configuración guardada.',
      code: 'stores.saved',
      params: {},
      store: storeFixture(input as never),
    }),
  });
}

/** The text of the first field error the form shows, once it shows one. */
export const fieldErrorShown = () =>
  waitFor(() => {
    const error = document.querySelector('.ant-form-item-explain-error');
    if (!error) throw new Error('no error shown');
    return error.textContent;
  });
