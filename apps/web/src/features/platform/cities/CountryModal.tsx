import {
  type CountryItem,
  countryUpdateInput,
  type BackOfficeAppInput as RouteInput,
} from '@premia/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { useSaveCountry } from './api';

type Values = Omit<RouteInput<'/admin/countries/update'>, 'countryId'>;

interface Props {
  country: CountryItem | null;
  onClose: () => void;
  onSaved: () => void;
}

const fields = formFields(countryUpdateInput);

/** Edit a country: name, code, phone code and currency. */
export function CountryModal({ country, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveCountry();
  const currencies = useRouteQuery(
    '/general/get-currencies',
    {},
    { staleTime: 300_000, enabled: country !== null },
  );
  return (
    <FormModal<Values, RouteInput<'/admin/countries/update'>, unknown>
      open={country !== null}
      title={t('countries.editTitle')}
      okText={t('cities.save')}
      cancelText={t('cities.cancel')}
      initialValues={country ?? {}}
      toInput={(values) => ({ ...values, countryId: country?.id ?? 0 })}
      mutation={save}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('countries.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="countryCode" label={t('countries.code')} rules={fields.countryCode.rules}>
        <Input {...fields.countryCode.text} />
      </Form.Item>
      <Form.Item name="phoneCode" label={t('countries.phoneCode')} rules={fields.phoneCode.rules}>
        <Input {...fields.phoneCode.text} />
      </Form.Item>
      <Form.Item name="currencyCode" label={t('countries.currency')} rules={fields.currencyCode.rules}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={currencies.isPending}
          options={currencies.data?.currencies.map((c) => ({
            value: c.code,
            label: `${c.code} · ${c.name}`,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
