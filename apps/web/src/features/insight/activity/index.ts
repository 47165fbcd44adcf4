export { ActivityCustomerPicker } from './ActivityCustomerPicker';
