import { Skeleton } from 'antd';
import { TopProgress } from './TopProgress';

/**
 * A top progress bar and a placeholder skeleton: what a screen shows while its code (a Suspense fallback,
 * `waitingFor="code"`) or its first data loads.
 */
export function PageLoading({ waitingFor = 'data' }: { waitingFor?: 'code' | 'data' }) {
  return (
    <div className="page-loading" aria-busy="true" data-waiting-for={waitingFor}>
      <TopProgress />
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
