import { Alert, Form, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { type Scope, useReach } from './api';

interface Props {
  scope: Scope;
  form: FormInstance;
}

/** Whom the notification will reach, after consent, quiet hours and the weekly cap, and when it goes. */
export function ReachNote({ scope, form }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = Form.useWatch('date', form) as Dayjs | null | undefined;
  const time = Form.useWatch('time', form) as Dayjs | null | undefined;
  const countryId = Form.useWatch('countryId', form) as number | null | undefined;
  const cityId = Form.useWatch('cityId', form) as number | null | undefined;
  const storeTypeId = Form.useWatch('storeTypeId', form) as number | null | undefined;
  const segmentId = Form.useWatch('segmentId', form) as number | null | undefined;
  const when =
    dayjs.isDayjs(date) && dayjs.isDayjs(time)
      ? { date: date.format('YYYY-MM-DD'), time: time.format('HH:mm') }
      : null;
  const reach = useReach(
    scope,
    when && {
      ...when,
      countryId: countryId ?? null,
      cityId: cityId ?? null,
      storeTypeId: storeTypeId ?? null,
      segmentId: segmentId ?? null,
    },
  );
  if (!when || !reach.data) return null;
  const r = reach.data;
  const lines = [t('notifications.willReach', { count: r.customers })];
  if (r.waitsForQuietHours)
    lines.push(t('notifications.waitsForQuietHours', { when: format.dateTime(r.sendsAt) }));
  if (r.capReached) lines.push(t('notifications.capReached'));
  return (
    <Alert
      type={r.capReached ? 'warning' : 'info'}
      showIcon
      title={lines.join(' ')}
      style={{ marginBottom: 16 }}
      data-testid="notification-reach"
    />
  );
}
