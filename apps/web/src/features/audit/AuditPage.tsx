import { Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../app/LoadError';
import { usePageTitle } from '../../app/usePageTitle';
import { useEmployees } from '../employees/api';
import { useProfile } from '../profile/api';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { type StoreAuditQuery, useStoreAudit } from './api';
import './audit.css';

/** /dashboard/audit (owner): who did what in the store, when and from where; server-paged and filtered. */
export default function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('audit.title'));
  const [query, setQuery] = useState<StoreAuditQuery>({ page: 1, pageSize: 20 });
  const audit = useStoreAudit(query);
  const me = useProfile().data?.user;
  const employees = useEmployees().data?.employees ?? [];
  const users = [
    ...(me ? [{ value: me.id, label: me.name }] : []),
    ...employees.map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name}`.trim() })),
  ];
  return (
    <div className="audit">
      <h1 className="audit__title">{t('audit.title')}</h1>
      <p className="audit__intro">{t('audit.intro')}</p>
      <Card>
        <AuditFilters value={query} onChange={(filters) => setQuery({ ...filters, page: 1 })}>
          <Select
            aria-label={t('audit.who')}
            placeholder={t('audit.allUsers')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            className="audit__select"
            value={query.userId}
            onChange={(userId) => setQuery({ ...query, userId, page: 1 })}
            options={users}
          />
        </AuditFilters>
        <LoadError query={audit} className="audit__alert" />
        {audit.error ? null : (
          <AuditTable
            entries={audit.data?.entries}
            total={audit.data?.total ?? 0}
            page={query.page ?? 1}
            pageSize={query.pageSize ?? 20}
            loading={audit.isFetching}
            onPage={(page, pageSize) => setQuery({ ...query, page, pageSize })}
          />
        )}
      </Card>
    </div>
  );
}
