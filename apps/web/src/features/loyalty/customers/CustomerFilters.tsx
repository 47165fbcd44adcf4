import { SearchOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../account/locations';
import { useLevels } from '../levels';

export type Consent = 'all' | 'yes' | 'no';

export interface Filters {
  text: string;
  levelId: number | null;
  locationId: number | null;
  consent: Consent;
}

export const noFilters: Filters = { text: '', levelId: null, locationId: null, consent: 'all' };

/** The customers screen's filters: text, level, location and marketing consent. */
export function CustomerFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const levels = useLevels();
  const locations = useLocations();
  const set =
    <K extends keyof Filters>(key: K) =>
    (v: Filters[K]) =>
      onChange({ ...value, [key]: v });
  return (
    <div className="customers__filters">
      <Input
        allowClear
        value={value.text}
        onChange={(e) => set('text')(e.target.value)}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('loyalty.searchPlaceholder')}
        aria-label={t('customers.search')}
      />
      <Select<number | null>
        value={value.levelId}
        onChange={set('levelId')}
        aria-label={t('customers.level')}
        options={[
          { value: null, label: t('customers.allLevels') },
          ...(levels.data?.levels.map((l) => ({ value: l.id, label: l.name })) ?? []),
        ]}
      />
      <Select<number | null>
        value={value.locationId}
        onChange={set('locationId')}
        aria-label={t('customers.location')}
        options={[
          { value: null, label: t('customers.allLocations') },
          ...(locations.data?.locations.map((l) => ({ value: l.id, label: l.name })) ?? []),
        ]}
      />
      <Select<Consent>
        value={value.consent}
        onChange={set('consent')}
        aria-label={t('customers.marketingConsent')}
        options={[
          { value: 'all', label: t('customers.consentAll') },
          { value: 'yes', label: t('customers.consentYes') },
          { value: 'no', label: t('customers.consentNo') },
        ]}
      />
    </div>
  );
}
