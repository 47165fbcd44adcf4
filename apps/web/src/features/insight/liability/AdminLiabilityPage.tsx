import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { useAdminLiability, useStoreChoices } from './api';
import { LiabilityScreen } from './LiabilityScreen';

/** /dashboard/admin/liability (admin): a chosen store's points liability. */
export default function AdminLiabilityPage() {
  const { t } = useTranslation();
  const [storeId, setStoreId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const stores = useStoreChoices(search);
  const query = useAdminLiability(storeId);
  return (
    <LiabilityScreen
      title={t('liability.adminTitle')}
      help={t('liability.adminIntro')}
      idle={storeId === undefined}
      query={query}
      picker={
        <>
          <Select
            aria-label={t('liability.store')}
            placeholder={t('liability.chooseStore')}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={stores.isFetching}
            className="liability__picker"
            value={storeId}
            onChange={setStoreId}
            options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
          />
          {/* The stores to choose from could not be read: said, with a retry, not an empty list. */}
          <LoadError query={stores} />
        </>
      }
    />
  );
}
