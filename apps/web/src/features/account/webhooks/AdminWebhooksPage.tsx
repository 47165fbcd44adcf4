import { WebhooksScreen } from './WebhooksPage';

/**
 * /dashboard/admin/webhooks (admin; «Webhooks» in the admin's menu): the platform's endpoints, for the
 * platform's events (stores created, changed or closed; payments recorded or confirmed), with the owner's
 * list, form, secret shown once, rotation, delivery log and replay.
 */
export default function AdminWebhooksPage() {
  return <WebhooksScreen scope="platform" />;
}
