import { businessInput as businessSchema } from '@premia/contract';
import { Alert, Form, Input, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { useFailureToast } from '../../../forms/useFailureToast';
import { type BusinessInput, useBusiness, useProcessBusiness } from './api';
import { type BusinessValues, businessInput, businessValues, NEW_BUSINESS } from './businessValues';
import { OwnerFields } from './OwnerFields';

/** 'create', or the id of the store to edit; null when closed. */
export type BusinessTarget = 'create' | number | null;

const fields = formFields(businessSchema);
const forever = { staleTime: Number.POSITIVE_INFINITY };

/**
 * The business modal (spec §3): a new store with its owner, or an existing one and its owner. On success
 * the form resets, the list reloads and the modal closes; a refusal is a toast with the server's message.
 */
export function BusinessModal({
  target,
  onClose,
  onSaved,
}: {
  target: BusinessTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const editingId = typeof target === 'number' ? target : null;
  const business = useBusiness(editingId);
  const storeTypes = useRouteQuery('/general/get-store-types', {}, forever);
  const countries = useRouteQuery('/general/get-countries', {}, forever);
  const save = useProcessBusiness();
  const mutation = useFailureToast(
    save,
    editingId ? t('adminStores.business.updateFailed') : t('adminStores.business.createFailed'),
  );
  const loaded = (editingId === null ? null : business.data) ?? null;
  const waiting = editingId !== null && !loaded;
  return (
    <FormModal<BusinessValues, BusinessInput, { m: string }>
      open={target !== null && !waiting}
      title={editingId ? t('adminStores.business.editTitle') : t('adminStores.business.createTitle')}
      okText={t('adminStores.save')}
      cancelText={t('adminStores.cancel')}
      initialValues={loaded ? businessValues(loaded) : NEW_BUSINESS}
      toInput={(values) => businessInput(values, loaded)}
      mutation={mutation}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      {business.error && editingId ? <Alert type="error" title={business.error.message} showIcon /> : null}
      {storeTypes.isPending ? <Skeleton active /> : null}
      <Form.Item name="name" label={t('adminStores.business.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item
        name="storeTypeId"
        label={t('adminStores.business.storeType')}
        rules={fields.storeTypeId.rules}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={(storeTypes.data?.storetypes ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item name="countryId" label={t('adminStores.business.country')} rules={fields.countryId.rules}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={(countries.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="ruc" label={t('adminStores.business.ruc')} rules={fields.ruc.rules}>
        <Input {...fields.ruc.text} />
      </Form.Item>
      <OwnerFields editing={loaded !== null} fields={fields} />
      <Form.Item
        name="redeemBought"
        label={t('adminStores.business.redeemBought')}
        rules={fields.redeemBought.rules}
      >
        <NumberInput {...fields.redeemBought.number} />
      </Form.Item>
      <Form.Item
        name="active"
        label={t('adminStores.business.active')}
        extra={t('adminStores.business.activeHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
