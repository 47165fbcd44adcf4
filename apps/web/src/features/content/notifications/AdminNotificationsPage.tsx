import { NotificationsPage } from './NotificationsPage';

/** /dashboard/admin/notifications (admin): the platform's notifications, with their audience. */
export default function AdminNotificationsPage() {
  return <NotificationsPage scope="platform" />;
}
