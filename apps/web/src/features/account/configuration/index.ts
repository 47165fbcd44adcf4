export { useStoreInfo } from './api';
export { StoreLinkCard } from './StoreLinkCard';
