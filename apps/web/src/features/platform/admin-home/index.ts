export { useAdminFigures } from './api';
