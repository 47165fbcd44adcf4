import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityCustomerPicker } from './ActivityCustomerPicker';
import { useActivityLists } from './api';
import type { FilterState } from './logic';

interface Props {
  filter: FilterState;
  onChange: (next: Partial<FilterState>) => void;
  /** The location filter (the owner's, on the tabs that have locations). */
  locations: boolean;
  /** The employee filter (not on reviews). */
  employees: boolean;
}

/** Who the activity is of: a location, an employee, a customer (each "all" when not chosen). */
export function ActivityPeopleFilters({ filter, onChange, locations, employees }: Props) {
  const { t } = useTranslation();
  const lists = useActivityLists();
  return (
    <>
      {locations ? (
        <Select<number | null>
          value={filter.locationId}
          onChange={(locationId) => onChange({ locationId })}
          aria-label={t('activity.location')}
          options={[
            { value: null, label: t('activity.allLocations') },
            ...(lists.data?.locations.map((l) => ({ value: l.id, label: l.name })) ?? []),
          ]}
        />
      ) : null}
      {employees ? (
        <Select<number | null>
          value={filter.employeeId}
          onChange={(employeeId) => onChange({ employeeId })}
          aria-label={t('activity.employee')}
          options={[
            { value: null, label: t('activity.allEmployees') },
            ...(lists.data?.employees.map((e) => ({ value: e.id, label: e.name })) ?? []),
          ]}
        />
      ) : null}
      <ActivityCustomerPicker value={filter.customerId} onChange={(customerId) => onChange({ customerId })} />
    </>
  );
}
