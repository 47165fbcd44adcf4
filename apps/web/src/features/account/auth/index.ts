export { AuthLayout } from './AuthLayout';
export { useCountries } from './api';
export { chooseLanguage } from './profileLanguage';
export { checkNewPassword } from './validation';
