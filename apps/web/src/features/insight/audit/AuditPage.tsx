import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../../account/employees';
import { useProfile } from '../../account/profile';
import { AuditScreen, firstAuditPage } from './AuditScreen';
import { type StoreAuditQuery, useStoreAudit } from './api';

/** /dashboard/audit (owner): who did what in the store, when and from where; server-paged and filtered. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<StoreAuditQuery>(firstAuditPage);
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
      query={query}
      onQuery={setQuery}
      ownFilter={
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
      }
    />
  );
}
