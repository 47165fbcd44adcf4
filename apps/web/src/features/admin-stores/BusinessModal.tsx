import { businessInput } from '@premia/contract';
import { Alert, Form, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../api/useRouteQuery';
import { FormModal } from '../../forms/FormModal';
import { formFields } from '../../forms/formFields';
import { useFailureToast } from '../../forms/useFailureToast';
import { type BusinessInput, useBusiness, useProcessBusiness } from './api';

interface Values {
  name: string;
  storeTypeId: number;
  ruc?: string;
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  active: boolean;
  redeemBought: number;
  countryId: number;
}

/** 'create', or the id of the store to edit; null when closed. */
export type BusinessTarget = 'create' | number | null;

const fields = formFields(businessInput);
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
  const loaded = editingId === null ? null : business.data;
  const waiting = editingId !== null && !loaded;
  return (
    <FormModal<Values, BusinessInput, { m: string }>
      open={target !== null && !waiting}
      title={editingId ? t('adminStores.business.editTitle') : t('adminStores.business.createTitle')}
      okText={t('adminStores.save')}
      cancelText={t('adminStores.cancel')}
      initialValues={
        loaded
          ? {
              name: loaded.store.name,
              storeTypeId: loaded.store.storetypeId ?? undefined,
              ruc: loaded.store.ruc ?? '',
              first_name: loaded.user.first_name,
              last_name: loaded.user.last_name,
              email: loaded.user.email,
              password: '',
              active: loaded.store.active,
              redeemBought: loaded.store.redeemBought,
              countryId: loaded.store.countryId,
            }
          : { active: true, redeemBought: 0, countryId: 1 }
      }
      toInput={(values) => ({
        type: loaded ? 'edit' : 'new',
        ...(loaded ? { storeId: loaded.store.id, userId: loaded.user.id } : {}),
        ...values,
        name: values.name.trim(),
        ruc: values.ruc?.trim() || undefined,
        password: values.password ?? '',
      })}
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
      <Form.Item
        name="first_name"
        label={t('adminStores.business.firstName')}
        rules={fields.first_name.rules}
      >
        <Input {...fields.first_name.text} autoComplete="off" />
      </Form.Item>
      <Form.Item name="last_name" label={t('adminStores.business.lastName')} rules={fields.last_name.rules}>
        <Input {...fields.last_name.text} autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('adminStores.business.email')} rules={fields.email.rules}>
        <Input {...fields.email.text} type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('adminStores.business.password')}
        extra={loaded ? t('adminStores.business.passwordKeep') : t('adminStores.business.passwordHelp')}
        rules={
          loaded
            ? fields.password.rules
            : [
                { required: true, message: t('adminStores.business.passwordRequired') },
                ...fields.password.rules,
              ]
        }
      >
        <Input.Password autoComplete="new-password" {...fields.password.text} />
      </Form.Item>
      <Form.Item
        name="redeemBought"
        label={t('adminStores.business.redeemBought')}
        rules={fields.redeemBought.rules}
      >
        <InputNumber<number> {...fields.redeemBought.number} style={{ width: '100%' }} />
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
