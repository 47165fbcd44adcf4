import { OffersScreen } from './OffersScreen';

/** /dashboard/offers (owner): the store's offers. */
export default function OffersPage() {
  return <OffersScreen scope="store" />;
}
