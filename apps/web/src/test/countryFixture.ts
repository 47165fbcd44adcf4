import type { CountryItem } from '@premia/contract';

/** Peru as /general/get-countries answers it: the demo platform's first country. */
export const peru: CountryItem = {
  id: 1,
  name: 'Perú',
  countryCode: 'PE',
  phoneCode: '+51',
  currencyCode: 'PEN',
  taxIdName: 'RUC',
  timeZone: 'America/Lima',
};
