import type { AuditEntry } from '@premia/contract';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../app/LoadError';
import { usePageTitle } from '../../app/usePageTitle';
import { AuditTable } from './AuditTable';
import './audit.css';

interface Props {
  title: string;
  intro: string;
  /** The filters above the table. */
  filters: ReactNode;
  /** The page's read. */
  audit: {
    data?: { entries: AuditEntry[]; total: number } | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  showStore?: boolean;
}

/** What both audit screens show: title, intro, filters, then the paged rows (or why they could not be read). */
export function AuditScreen({ title, intro, filters, audit, page, pageSize, onPage, showStore }: Props) {
  usePageTitle(title);
  return (
    <div className="audit">
      <h1 className="audit__title">{title}</h1>
      <p className="audit__intro">{intro}</p>
      <Card>
        {filters}
        <LoadError query={audit} className="audit__alert" />
        {audit.error ? null : (
          <AuditTable
            showStore={showStore ?? false}
            entries={audit.data?.entries}
            total={audit.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            loading={audit.isFetching}
            onPage={onPage}
          />
        )}
      </Card>
    </div>
  );
}
