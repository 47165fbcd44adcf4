import { Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { useSegments } from '../../loyalty/segments';
import type { NotificationValues } from './notificationValues';

/** A platform notification's audience: the stores of a country, a city of it, a store type (each optional). */
export function AudienceFields({ form }: { form: FormInstance<NotificationValues> }) {
  const { t } = useTranslation();
  const countries = useRouteQuery('/general/get-countries', {}, { staleTime: Number.POSITIVE_INFINITY });
  const countryId = Form.useWatch('countryId', form);
  // A city narrows the audience within its country: the cities of the country chosen.
  const cities = useRouteQuery(
    '/admin/cities/get',
    { countryId: countryId ?? 0 },
    { enabled: !!countryId, staleTime: 60_000 },
  );
  const storeTypes = useRouteQuery('/general/get-store-types', {}, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <>
      <div className="notifications__row">
        <Form.Item
          name="countryId"
          label={t('notifications.country')}
          extra={t('notifications.audienceHelp')}
        >
          <Select
            allowClear
            placeholder={t('notifications.everyCountry')}
            options={(countries.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={() => form.setFieldValue('cityId', null)}
          />
        </Form.Item>
        <Form.Item name="cityId" label={t('notifications.city')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!countryId}
            placeholder={countryId ? t('notifications.everyCity') : t('notifications.cityNeedsCountry')}
            options={(countryId ? (cities.data?.cities ?? []) : []).map((c) => ({
              value: c.id,
              label: c.name,
            }))}
          />
        </Form.Item>
      </div>
      <div className="notifications__row">
        <Form.Item name="storeTypeId" label={t('notifications.storeType')}>
          <Select
            allowClear
            placeholder={t('notifications.everyStoreType')}
            options={(storeTypes.data?.storetypes ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </div>
    </>
  );
}

/** A store notification's audience: one of the store's saved segments, or every customer who accepted. */
export function SegmentField() {
  const { t } = useTranslation();
  const segments = useSegments();
  return (
    <Form.Item name="segmentId" label={t('notifications.segment')} extra={t('notifications.segmentHelp')}>
      <Select
        allowClear
        loading={segments.isPending}
        placeholder={t('notifications.everyCustomer')}
        options={(segments.data?.segments ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
    </Form.Item>
  );
}
