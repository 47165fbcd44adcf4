import { type Location, locationAddInput, type OpeningHours } from '@premia/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { type LocationInput, useCities, useSaveLocation } from './api';
import { OpeningHoursInput } from './OpeningHoursInput';
import { hoursFromForm, hoursProblem, hoursToForm } from './openingHoursForm';
import './locations.css';

interface Values {
  name: string;
  address?: string;
  cityId?: number | null;
  openingHours?: OpeningHours;
}

/** What the modal does: add a location, edit it, or only change its city (spec §2 change-city modal). */
export type LocationTarget = { mode: 'create' } | { mode: 'edit' | 'city'; location: Location } | null;

interface Props {
  target: LocationTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const fields = formFields(locationAddInput);

function toInput(target: NonNullable<LocationTarget>, values: Values): LocationInput {
  const cityId = values.cityId ?? null;
  const openingHours = hoursFromForm(values.openingHours);
  if (target.mode === 'create') {
    return {
      mode: 'create',
      name: values.name.trim(),
      address: values.address?.trim() || null,
      cityId,
      openingHours,
    };
  }
  if (target.mode === 'city') return { mode: 'update', locationId: target.location.id, cityId };
  return {
    mode: 'update',
    locationId: target.location.id,
    name: values.name.trim(),
    address: values.address?.trim() || null,
    cityId,
    openingHours,
  };
}

export function LocationModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveLocation();
  const cities = useCities(target !== null);
  const location = target && target.mode !== 'create' ? target.location : null;
  const cityOnly = target?.mode === 'city';
  const title = !location
    ? t('locations.createTitle')
    : cityOnly
      ? t('locations.cityTitle')
      : t('locations.editTitle');
  const done = !location
    ? t('locations.created')
    : cityOnly
      ? t('locations.cityChanged')
      : t('locations.updated');

  return (
    <FormModal<Values, LocationInput, unknown>
      open={target !== null}
      title={title}
      okText={t('locations.save')}
      cancelText={t('locations.cancel')}
      initialValues={
        location
          ? {
              name: location.name,
              address: location.address ?? '',
              cityId: location.city?.id ?? null,
              openingHours: hoursToForm(location.openingHours),
            }
          : { openingHours: hoursToForm(null) }
      }
      toInput={(values) => toInput(target ?? { mode: 'create' }, values)}
      check={(values) => (cityOnly ? null : hoursProblem(hoursFromForm(values.openingHours)))}
      mutation={save}
      onSaved={() => onSaved(done)}
      onClose={onClose}
    >
      {cityOnly ? (
        <p>{location?.name}</p>
      ) : (
        <>
          <Form.Item name="name" label={t('locations.name')} rules={fields.name.rules}>
            <Input {...fields.name.text} />
          </Form.Item>
          <Form.Item name="address" label={t('locations.address')} rules={fields.address.rules}>
            <Input {...fields.address.text} />
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
      {cityOnly ? null : (
        <Form.Item name="openingHours" label={t('locations.hoursTitle')} extra={t('locations.hoursHelp')}>
          <OpeningHoursInput />
        </Form.Item>
      )}
    </FormModal>
  );
}
