import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDay } from '../../../format/days';
import { DayRangePicker } from '../../../ui/DayRangePicker';
import { LoadError } from '../../../ui/LoadError';
import { palette } from '../../../ui/theme';
import { useViewport } from '../../../ui/useViewport';
import { useStoreCharts } from './api';

const GIVEN = palette.primary;
const REDEEMED = palette.accent;
const CUSTOMERS = palette.primaryDeep;

/** A store's charts from its roll-ups: points per day over a chosen range, new customers per month. */
export default function StoreCharts({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const compact = useViewport() === 'mobile';
  const [range, setRange] = useState<{ startDate: string; endDate: string } | undefined>(undefined);
  const charts = useStoreCharts({ storeId, ...range });
  const data = charts.data;
  if (charts.error) return <LoadError query={charts} />;
  if (!data) return <Skeleton active />;
  const interval = Math.max(0, Math.ceil(data.days.length / (compact ? 5 : 10)) - 1);
  return (
    <section className="admin-stores__charts" aria-label={t('adminStores.charts.title')}>
      <h3>{t('adminStores.charts.points')}</h3>
      <DayRangePicker
        id="admin-store-range"
        label={t('adminStores.charts.range')}
        value={{ startDate: data.startDate, endDate: data.endDate }}
        today={dayjs()}
        onChange={setRange}
      />
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data.days} margin={{ top: 8, right: 8, bottom: 0, left: compact ? -16 : 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={axisDay}
            interval={interval}
            tick={{ fontSize: 12, fill: palette.textSecondary }}
          />
          <YAxis tick={{ fontSize: 12, fill: palette.textSecondary }} allowDecimals={false} />
          <Tooltip labelFormatter={(label) => (typeof label === 'string' ? axisDay(label) : String(label))} />
          <Legend />
          <Bar dataKey="pointsGiven" name={t('adminStores.charts.given')} fill={GIVEN} />
          <Bar dataKey="pointsRedeemed" name={t('adminStores.charts.redeemed')} fill={REDEEMED} />
        </BarChart>
      </ResponsiveContainer>
      <h3>{t('adminStores.charts.customers')}</h3>
      <ResponsiveContainer width="100%" height={200}>
        <BarChart data={data.months} margin={{ top: 8, right: 8, bottom: 0, left: compact ? -16 : 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 12, fill: palette.textSecondary }} />
          <YAxis tick={{ fontSize: 12, fill: palette.textSecondary }} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="newCustomers" name={t('adminStores.charts.newCustomers')} fill={CUSTOMERS} />
        </BarChart>
      </ResponsiveContainer>
    </section>
  );
}
