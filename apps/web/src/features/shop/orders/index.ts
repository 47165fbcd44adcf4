export { NewOrdersBadge } from './NewOrdersBadge';
