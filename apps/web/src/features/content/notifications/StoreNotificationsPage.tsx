import { NotificationsPage } from './NotificationsPage';

/** /dashboard/notifications (owner; not in the admin-enabled brand): the store's notifications. */
export default function StoreNotificationsPage() {
  return <NotificationsPage scope="store" />;
}
