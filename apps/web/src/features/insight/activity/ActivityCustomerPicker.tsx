import type { Customer } from '@premia/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../ui/useDebounced';
import { useCustomerSearch } from '../../loyalty/customers';

interface Props {
  value: number | null;
  onChange: (customerId: number | null) => void;
}

/** The activity's customer filter: type to search, pick one, clear for all customers. */
export function ActivityCustomerPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Customer | null>(null);
  const q = useDebounced(text.trim(), 300);
  const matches = useCustomerSearch(q);
  const options = [
    ...(picked ? [picked] : []),
    ...(q === text.trim() ? (matches.data?.customers ?? []) : []).filter((c) => c.id !== picked?.id),
  ].map((c) => ({ value: c.id, label: `${c.name} (${c.clientCode})` }));

  return (
    <Select<number>
      allowClear
      value={value ?? undefined}
      placeholder={t('activity.allCustomers')}
      aria-label={t('activity.customer')}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      loading={matches.isFetching}
      notFoundContent={q ? t('loyalty.noMatches') : t('activity.typeToSearch')}
      options={options}
      onChange={(customerId) => {
        setPicked(customerId ? findCustomer(customerId, picked, matches.data?.customers) : null);
        setText('');
        onChange(customerId ?? null);
      }}
    />
  );
}

function findCustomer(id: number, picked: Customer | null, found: Customer[] | undefined): Customer | null {
  if (picked?.id === id) return picked;
  return found?.find((c) => c.id === id) ?? null;
}
