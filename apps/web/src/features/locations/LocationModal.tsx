import type { Location } from '@premia/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useRouteQuery } from '../../api/useRouteQuery';

interface Values {
  name?: string;
  address?: string;
  cityId?: number | null;
}

/** What the modal does: add a location, edit it, or only change its city (spec §2 change-city modal). */
export type LocationTarget = { mode: 'create' } | { mode: 'edit' | 'city'; location: Location } | null;

interface Props {
  target: LocationTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function LocationModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cities = useRouteQuery(
    '/client/store/get-cities',
    {},
    { enabled: target !== null, staleTime: 300_000 },
  );
  const location = target && target.mode !== 'create' ? target.location : null;
  const cityOnly = target?.mode === 'city';

  useEffect(() => {
    if (location) {
      form.setFieldsValue({
        name: location.name,
        address: location.address ?? '',
        cityId: location.city?.id ?? null,
      });
    }
  }, [location, form]);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    const cityId = values.cityId ?? null;
    const result = !location
      ? await api('/client/location/add', {
          name: values.name ?? '',
          address: values.address || null,
          cityId,
        })
      : cityOnly
        ? await api('/client/location/update', { locationId: location.id, cityId })
        : await api('/client/location/update', {
            locationId: location.id,
            name: values.name,
            address: values.address || null,
            cityId,
          });
    setBusy(false);
    if (result.s !== 'ok') return setError(result.m);
    onSaved(
      !location ? t('locations.created') : cityOnly ? t('locations.cityChanged') : t('locations.updated'),
    );
  }

  const title = !location
    ? t('locations.createTitle')
    : cityOnly
      ? t('locations.cityTitle')
      : t('locations.editTitle');
  return (
    <Modal
      open={target !== null}
      title={title}
      okText={t('locations.save')}
      cancelText={t('locations.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {error ? (
          <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        {cityOnly ? (
          <p>{location?.name}</p>
        ) : (
          <>
            <Form.Item
              name="name"
              label={t('locations.name')}
              rules={[{ required: true, whitespace: true, message: t('locations.required') }]}
            >
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="address" label={t('locations.address')}>
              <Input maxLength={300} />
            </Form.Item>
          </>
        )}
        <Form.Item name="cityId" label={t('locations.city')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={cities.isPending}
            options={cities.data?.cities.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
