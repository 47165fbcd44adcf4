export { OwnerStoreLink } from './OwnerStoreLink';
