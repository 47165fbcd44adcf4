import { Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../app/LoadError';
import { usePageTitle } from '../../app/usePageTitle';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { type AdminAuditQuery, useAdminAudit, useStoreChoices } from './api';
import './audit.css';

/** /dashboard/admin/audit (admin): every store's audit log, filtered by store, action and days. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('audit.adminTitle'));
  const [query, setQuery] = useState<AdminAuditQuery>({ page: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const audit = useAdminAudit(query);
  const stores = useStoreChoices(search);
  return (
    <div className="audit">
      <h1 className="audit__title">{t('audit.adminTitle')}</h1>
      <p className="audit__intro">{t('audit.adminIntro')}</p>
      <Card>
        <AuditFilters value={query} onChange={(filters) => setQuery({ ...filters, page: 1 })}>
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
        </AuditFilters>
        <LoadError query={audit} className="audit__alert" />
        {audit.error ? null : (
          <AuditTable
            showStore
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
