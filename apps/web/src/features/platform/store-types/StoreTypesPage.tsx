import type { AdminStoreType } from '@premia/contract';
import { useTranslation } from 'react-i18next';
import { TranslatedEntriesPage } from '../../../forms/TranslatedEntriesPage';
import { useAdminStoreTypes, useDeleteStoreType, useSaveStoreType } from './api';

/** /dashboard/admin/storetypes (admin): the kinds of store a business registers as. */
export default function StoreTypesPage() {
  const { t } = useTranslation();
  const storeTypes = useAdminStoreTypes();
  return (
    <TranslatedEntriesPage<AdminStoreType>
      section="storeTypes"
      modelType="storetype"
      list={storeTypes}
      entries={storeTypes.data?.storetypes}
      useSave={useSaveStoreType}
      remove={useDeleteStoreType()}
      columns={[{ title: t('storeTypes.stores'), dataIndex: 'storesCount' }]}
    />
  );
}
