export { useLocations } from './api';
