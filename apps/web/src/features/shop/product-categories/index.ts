export { useProductCategories } from './api';
