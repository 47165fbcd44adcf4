import { Card, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePendingRequests } from './api';
import { RequestList } from './RequestList';

const PAGE_SIZE = 20;

/** /dashboard/requests: the reward requests customers made from the wallet, oldest first. */
export default function RequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('requests.title'));
  const [page, setPage] = useState(1);
  const list = usePendingRequests(page, PAGE_SIZE);
  const total = list.data?.total ?? 0;
  return (
    <div className="requests-page">
      <h1 className="requests-page__title">{t('requests.title')}</h1>
      <Card loading={list.isPending}>
        <LoadError query={list} />
        {list.error ? null : (
          <>
            <p className="requests__meta">{t('requests.total', { total })}</p>
            <RequestList requests={list.data?.requests ?? []} />
            {total > PAGE_SIZE ? (
              <Pagination current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
