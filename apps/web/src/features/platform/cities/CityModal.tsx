import { type AdminCity, cityInput } from '@premia/contract';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { type CityInput, useCountries, useSaveCity } from './api';
import { CityMap } from './CityMap';
import { timeZoneOptions } from './timeZones';
import './cities.css';

/** A new city (its country and where the map starts), or one to edit. */
export type CityTarget =
  | { mode: 'create'; countryId: number; start: Pick<AdminCity, 'latitude' | 'longitude'> }
  | AdminCity
  | null;

interface Props {
  target: CityTarget;
  onClose: () => void;
  onSaved: (city: AdminCity, created: boolean) => void;
}

const fields = formFields(cityInput);

/** Create or edit a city: country, name, time zone and its point on the map (spec §2 Cities screen). */
export function CityModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const city = target && !('mode' in target) ? target : null;
  const save = useSaveCity(city);
  const countries = useCountries();
  const zones = useMemo(() => timeZoneOptions(city?.timeZone), [city?.timeZone]);
  const initial: Partial<CityInput> = city
    ? { ...city }
    : target && 'mode' in target
      ? { countryId: target.countryId, ...target.start, zoom: 11 }
      : {};

  return (
    <FormModal<CityInput, CityInput, { city: AdminCity }>
      open={target !== null}
      title={city ? t('cities.editTitle') : t('cities.createTitle')}
      okText={t('cities.save')}
      cancelText={t('cities.cancel')}
      initialValues={initial}
      toInput={(values) => ({ ...values, name: values.name.trim() })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.city, !city)}
      onClose={onClose}
    >
      <Form.Item name="countryId" label={t('cities.country')} rules={fields.countryId.rules}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isPending}
          options={countries.data?.countries.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('cities.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item
        name="timeZone"
        label={t('cities.timeZone')}
        extra={t('cities.timeZoneNote')}
        rules={fields.timeZone.rules}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={zones} />
      </Form.Item>
      <p>{t('cities.mapHelp')}</p>
      <CityMap />
      <div className="city-modal__point">
        <Form.Item name="latitude" label={t('cities.latitude')} rules={fields.latitude.rules}>
          <NumberInput {...fields.latitude.number} />
        </Form.Item>
        <Form.Item name="longitude" label={t('cities.longitude')} rules={fields.longitude.rules}>
          <NumberInput {...fields.longitude.number} />
        </Form.Item>
        <Form.Item name="zoom" label={t('cities.zoom')} rules={fields.zoom.rules}>
          <NumberInput {...fields.zoom.number} />
        </Form.Item>
      </div>
    </FormModal>
  );
}
