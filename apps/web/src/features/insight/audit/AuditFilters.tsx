import { auditActions } from '@premia/contract';
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toDay } from '../../../format/days';
import { useViewport } from '../../../ui/useViewport';

export interface AuditFilterValue {
  action?: (typeof auditActions)[number] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface Props<F extends AuditFilterValue> {
  value: F;
  onChange: (filters: F) => void;
  /** The audience's own filter (the owner's user, the admin's store), first. */
  children?: ReactNode;
}

/** The filters both audit screens share: the action and a range of days (the store's days). */
export function AuditFilters<F extends AuditFilterValue>({ value, onChange, children }: Props<F>) {
  const { t } = useTranslation();
  const compact = useViewport() === 'mobile';
  return (
    <Space wrap className="audit__filters">
      {children}
      <Select
        aria-label={t('audit.action')}
        placeholder={t('audit.allActions')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        className="audit__select"
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
        options={auditActions.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
      />
      <DatePicker.RangePicker
        aria-label={t('audit.range')}
        id={{ start: 'audit-range-start', end: 'audit-range-end' }}
        format="DD/MM/YYYY"
        inputReadOnly={compact}
        value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
        onChange={(days) => {
          const [from, to] = days ?? [];
          onChange({ ...value, from: from ? toDay(from) : undefined, to: to ? toDay(to) : undefined });
        }}
      />
    </Space>
  );
}
