import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayDisabled, toDay } from '../format/days';
import { useViewport } from './useViewport';

interface Props {
  /** The range shown. */
  value: { startDate: string; endDate: string } | undefined;
  /** The store's today: no later day can be picked, and the presets end there. */
  today: Dayjs;
  onChange: (range: { startDate: string; endDate: string }) => void;
  label: string;
  /** The two inputs' ids (e.g. dashboard-range → dashboard-range-start / -end). */
  id: string;
}

/** A range of days up to today, with the usual presets (today, 7, 30, 90 days, this month). */
export function DayRangePicker({ value, today, onChange, label, id }: Props) {
  const { t } = useTranslation();
  const compact = useViewport() === 'mobile';
  return (
    <DatePicker.RangePicker
      allowClear={false}
      value={value ? [dayjs(value.startDate), dayjs(value.endDate)] : null}
      format="DD/MM/YYYY"
      inputReadOnly={compact}
      disabledDate={(current, info) => dayDisabled(current, today, info.from)}
      presets={[
        { label: t('dashboard.today'), value: [today, today] },
        { label: t('dashboard.last7'), value: [today.subtract(6, 'day'), today] },
        { label: t('dashboard.last30'), value: [today.subtract(29, 'day'), today] },
        { label: t('dashboard.last90'), value: [today.subtract(89, 'day'), today] },
        { label: t('dashboard.thisMonth'), value: [today.startOf('month'), today] },
      ]}
      onChange={(values) => {
        const [from, to] = values ?? [];
        if (from && to) onChange({ startDate: toDay(from), endDate: toDay(to) });
      }}
      aria-label={label}
      id={{ start: `${id}-start`, end: `${id}-end` }}
    />
  );
}
