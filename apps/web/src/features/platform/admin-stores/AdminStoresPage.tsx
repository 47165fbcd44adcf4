import { adminStoresInput } from '@premia/contract';
import { App, Button, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { PageHead } from '../../../ui/PageHead';
import { ActivityModal } from './ActivityModal';
import { type AdminStore, type StoresFilter, useAdminStores } from './api';
import { BusinessModal, type BusinessTarget } from './BusinessModal';
import { DeleteBusinessModal } from './DeleteBusinessModal';
import { StoreDetailDrawer } from './StoreDetailDrawer';
import { StoresTable } from './StoresTable';
import './adminStores.css';
import { LoadError } from '../../../ui/LoadError';

type Status = NonNullable<StoresFilter['status']>;

const fields = formFields(adminStoresInput);

/** /dashboard/admin/stores (admin): every store, searched and paged by the server; create, edit, close. */
export default function AdminStoresPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [filter, setFilter] = useState<{ page: number; pageSize: number; search: string; status: Status }>({
    page: 1,
    pageSize: 20,
    search: '',
    status: 'all',
  });
  const stores = useAdminStores({ ...filter, search: filter.search || undefined });
  const [business, setBusiness] = useState<BusinessTarget>(null);
  const [deleting, setDeleting] = useState<AdminStore | null>(null);
  const [activity, setActivity] = useState<AdminStore | null>(null);
  const [detail, setDetail] = useState<AdminStore | null>(null);

  return (
    <div className="admin-stores">
      <PageHead
        title={t('adminStores.title')}
        actions={
          <Button type="primary" onClick={() => setBusiness('create')}>
            {t('adminStores.add')}
          </Button>
        }
      />
      <div className="admin-stores__filters">
        <Input.Search
          allowClear
          aria-label={t('adminStores.search')}
          placeholder={t('adminStores.search')}
          {...fields.search.text}
          onSearch={(search) => setFilter((f) => ({ ...f, search: search.trim(), page: 1 }))}
          className="admin-stores__search"
        />
        <Segmented<Status>
          value={filter.status}
          onChange={(status) => setFilter((f) => ({ ...f, status, page: 1 }))}
          options={[
            { value: 'all', label: t('adminStores.filter.all') },
            { value: 'active', label: t('adminStores.filter.active') },
            { value: 'inactive', label: t('adminStores.filter.inactive') },
          ]}
        />
      </div>
      <LoadError query={stores} />
      {stores.error ? null : (
        <StoresTable
          stores={stores.data?.stores ?? []}
          total={stores.data?.total ?? 0}
          more={stores.data?.more ?? false}
          loading={stores.isFetching}
          page={filter.page}
          pageSize={filter.pageSize}
          onPage={(page, pageSize) => setFilter((f) => ({ ...f, page, pageSize }))}
          onEdit={(store) => setBusiness(store.id)}
          onDelete={setDeleting}
          onActivity={setActivity}
          onDetail={setDetail}
        />
      )}
      <BusinessModal
        target={business}
        onClose={() => setBusiness(null)}
        onSaved={(message) => {
          setBusiness(null);
          notification.success({ title: message });
        }}
      />
      <DeleteBusinessModal store={deleting} onClose={() => setDeleting(null)} />
      <ActivityModal store={activity} onClose={() => setActivity(null)} />
      <StoreDetailDrawer store={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
