export { findCustomers, showCustomer, useCustomer, useCustomerSearch } from './api';
export { CustomerModal } from './CustomerModal';
export { CustomerQr } from './CustomerQr';
