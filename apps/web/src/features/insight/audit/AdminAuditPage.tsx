import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditScreen, firstAuditPage } from './AuditScreen';
import { type AdminAuditQuery, useAdminAudit, useStoreChoices } from './api';

/** /dashboard/admin/audit (admin): every store's audit log, filtered by store, action and days. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AdminAuditQuery>(firstAuditPage);
  const [search, setSearch] = useState('');
  const audit = useAdminAudit(query);
  const stores = useStoreChoices(search);
  return (
    <AuditScreen
      showStore
      title={t('audit.adminTitle')}
      intro={t('audit.adminIntro')}
      audit={audit}
      query={query}
      onQuery={setQuery}
      ownFilter={
        <Select
          aria-label={t('audit.store')}
          placeholder={t('audit.allStores')}
          allowClear
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={stores.isFetching}
          className="audit__select audit__select--wide"
          value={query.storeId}
          onChange={(storeId) => setQuery({ ...query, storeId, page: 1 })}
          options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
        />
      }
    />
  );
}
