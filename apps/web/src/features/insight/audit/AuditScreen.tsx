import type { AuditEntry } from '@premia/contract';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuditFilters, type AuditFilterValue } from './AuditFilters';
import { AuditTable } from './AuditTable';
import './audit.css';

/** What both screens ask the server for: the shared filters and the page. */
export interface AuditQuery extends AuditFilterValue {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Where both screens start: the first page of 20. */
export const firstAuditPage = { page: 1, pageSize: 20 };

interface Props<Q extends AuditQuery> {
  title: string;
  intro: string;
  query: Q;
  /** A new query: another page, or changed filters (back to page 1). */
  onQuery: (query: Q) => void;
  /** The audience's own filter (the owner's user, the admin's store), before the shared ones. */
  ownFilter: ReactNode;
  /** The page's read. */
  audit: {
    data?: { entries: AuditEntry[]; total: number } | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  showStore?: boolean;
}

/** What both audit screens show: title, intro, filters, then the paged rows (or why they could not be read). */
export function AuditScreen<Q extends AuditQuery>({
  title,
  intro,
  query,
  onQuery,
  ownFilter,
  audit,
  showStore,
}: Props<Q>) {
  usePageTitle(title);
  return (
    <div className="audit">
      <h1 className="audit__title">{title}</h1>
      <p className="audit__intro">{intro}</p>
      <Card>
        <AuditFilters value={query} onChange={(filters) => onQuery({ ...filters, page: 1 })}>
          {ownFilter}
        </AuditFilters>
        <LoadError query={audit} className="audit__alert" />
        {audit.error ? null : (
          <AuditTable
            showStore={showStore ?? false}
            entries={audit.data?.entries}
            total={audit.data?.total ?? 0}
            page={query.page ?? firstAuditPage.page}
            pageSize={query.pageSize ?? firstAuditPage.pageSize}
            loading={audit.isFetching}
            onPage={(page, pageSize) => onQuery({ ...query, page, pageSize })}
          />
        )}
      </Card>
    </div>
  );
}
