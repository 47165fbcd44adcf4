import { adminLocationsInput } from '@premia/contract';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useCountries } from '../cities';
import { type LocationsQuery, useCitiesOf } from './api';

type Filters = Pick<LocationsQuery, 'countryId' | 'cityId' | 'store'>;

interface Props {
  value: Filters;
  onChange: (filters: Filters) => void;
}

const fields = formFields(adminLocationsInput);

/** Filter the locations by the store's country, the city, and part of the store's name. */
export function LocationFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const cities = useCitiesOf(value.countryId);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('adminLocations.country')}
        placeholder={t('adminLocations.allCountries')}
        allowClear
        style={{ minWidth: 200 }}
        value={value.countryId}
        onChange={(countryId) => onChange({ ...value, countryId, cityId: undefined })}
        showSearch={{ optionFilterProp: 'label' }}
        options={countries.data?.countries.map((c) => ({ value: c.id, label: c.name }))}
      />
      {value.countryId === undefined ? null : (
        <Select
          aria-label={t('adminLocations.city')}
          placeholder={t('adminLocations.allCities')}
          allowClear
          style={{ minWidth: 200 }}
          value={value.cityId}
          onChange={(cityId) => onChange({ ...value, cityId })}
          showSearch={{ optionFilterProp: 'label' }}
          options={cities.data?.cities.map((c) => ({ value: c.id, label: c.name }))}
        />
      )}
      <Input.Search
        aria-label={t('adminLocations.store')}
        placeholder={t('adminLocations.storePlaceholder')}
        allowClear
        {...fields.store.text}
        defaultValue={value.store}
        onSearch={(store) => onChange({ ...value, store: store.trim() || undefined })}
      />
    </Space>
  );
}
