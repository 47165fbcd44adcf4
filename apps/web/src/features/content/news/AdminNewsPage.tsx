import { NewsScreen } from './NewsScreen';

/** /dashboard/admin/news (admin): the platform's news, shown to every store's customers. */
export default function AdminNewsPage() {
  return <NewsScreen scope="admin" />;
}
