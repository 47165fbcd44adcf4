export { download } from './api';
