import type { AdminLocation } from '@premia/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { useChangeLocationCity, useCitiesOf } from './api';

interface Props {
  location: AdminLocation | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Moves a location to another city of its store's country. */
export function ChangeCityModal({ location, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const change = useChangeLocationCity();
  const cities = useCitiesOf(location?.country.id);
  return (
    <FormModal<{ cityId: number }, { locationId: number; cityId: number }, unknown>
      open={location !== null}
      title={t('adminLocations.changeCityTitle')}
      okText={t('adminLocations.save')}
      cancelText={t('adminLocations.cancel')}
      initialValues={location?.city ? { cityId: location.city.id } : {}}
      toInput={(values) => ({ locationId: location?.id ?? 0, cityId: values.cityId })}
      mutation={change}
      onSaved={onSaved}
      onClose={onClose}
    >
      <p>
        {location?.store.name} · {location?.name}
      </p>
      <Form.Item
        name="cityId"
        label={t('adminLocations.city')}
        rules={[{ required: true, message: t('adminLocations.cityRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={cities.isPending}
          options={cities.data?.cities.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
