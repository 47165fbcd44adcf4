import type { AdminCity } from '@premia/contract';
import { App, Button, Card, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAdminCities, useCountries, useDeleteCity } from './api';
import { CityList } from './CityList';
import { CityModal, type CityTarget } from './CityModal';
import { CountryList } from './CountryList';

/** Where a new city's marker starts: the country's first city, or the middle of the world map. */
function startOf(cities: AdminCity[] | undefined) {
  const first = cities?.[0];
  return first ? { latitude: first.latitude, longitude: first.longitude } : { latitude: 0, longitude: 0 };
}

/** /dashboard/admin/cities (admin): the cities of each country on a map, and the countries. */
export default function CitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t('cities.title'));
  const { notification } = App.useApp();
  const countries = useCountries();
  const [countryId, setCountryId] = useState(1);
  const cities = useAdminCities(countryId);
  const remove = useDeleteCity();
  const [target, setTarget] = useState<CityTarget>(null);

  function saved(city: AdminCity, created: boolean) {
    setTarget(null);
    setCountryId(city.countryId);
    notification.success({ title: created ? t('cities.created') : t('cities.updated') });
  }

  // A failed delete shows nothing (spec §8): the city simply stays in the list.
  const removeCity = (city: AdminCity) =>
    remove.mutate(city, { onSuccess: () => notification.success({ title: t('cities.deleted') }) });

  const citiesTab = (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Select
          aria-label={t('cities.country')}
          style={{ minWidth: 220 }}
          value={countryId}
          onChange={setCountryId}
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isPending}
          options={countries.data?.countries.map((c) => ({ value: c.id, label: c.name }))}
        />
        <Button
          type="primary"
          onClick={() => setTarget({ mode: 'create', countryId, start: startOf(cities.data?.cities) })}
        >
          {t('cities.add')}
        </Button>
      </Space>
      <LoadError query={cities} />
      {cities.error ? null : (
        <CityList
          cities={cities.data?.cities}
          loading={cities.isPending}
          onEdit={setTarget}
          onDelete={removeCity}
        />
      )}
    </>
  );

  return (
    <div>
      <h1 style={{ margin: '0 0 16px', fontSize: 24 }}>{t('cities.title')}</h1>
      <Card>
        <Tabs
          items={[
            { key: 'cities', label: t('cities.tab'), children: citiesTab },
            { key: 'countries', label: t('countries.tab'), children: <CountryList /> },
          ]}
        />
      </Card>
      <CityModal target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
