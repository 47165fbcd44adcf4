import { NewsScreen } from './NewsScreen';

/** /dashboard/news (owner): the store's news. */
export default function NewsPage() {
  return <NewsScreen scope="store" />;
}
