import { OffersScreen } from './OffersScreen';

/** /dashboard/admin/offers (admin): the platform's offers, shown to every store's customers. */
export default function AdminOffersPage() {
  return <OffersScreen scope="admin" />;
}
