import { Skeleton } from 'antd';
import { TopProgress } from './TopProgress';

/** What a lazy screen shows while its code loads: a top progress bar and a placeholder skeleton. */
export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <TopProgress />
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
