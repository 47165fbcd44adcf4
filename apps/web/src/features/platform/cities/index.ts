export { useCountries } from './api';
