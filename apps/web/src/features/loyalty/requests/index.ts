export { useCustomerPendingRequests, usePendingCount } from './api';
export { PendingRequestsBadge } from './PendingRequestsBadge';
export { RequestList } from './RequestList';
