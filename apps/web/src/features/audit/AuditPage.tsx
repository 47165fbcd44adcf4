import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../employees/api';
import { useProfile } from '../profile/api';
import { AuditFilters } from './AuditFilters';
import { AuditScreen } from './AuditScreen';
import { type StoreAuditQuery, useStoreAudit } from './api';

/** /dashboard/audit (owner): who did what in the store, when and from where; server-paged and filtered. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<StoreAuditQuery>({ page: 1, pageSize: 20 });
  const audit = useStoreAudit(query);
  const me = useProfile().data?.user;
  const employees = useEmployees().data?.employees ?? [];
  const users = [
    ...(me ? [{ value: me.id, label: me.name }] : []),
    ...employees.map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name}`.trim() })),
  ];
  return (
    <AuditScreen
      title={t('audit.title')}
      intro={t('audit.intro')}
      audit={audit}
      page={query.page ?? 1}
      pageSize={query.pageSize ?? 20}
      onPage={(page, pageSize) => setQuery({ ...query, page, pageSize })}
      filters={
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
      }
    />
  );
}
