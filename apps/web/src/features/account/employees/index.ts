export { useEmployees } from './api';
