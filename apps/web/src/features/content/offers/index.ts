export { default as AdminOffersPage } from './AdminOffersPage';
export { default as OffersPage } from './OffersPage';
