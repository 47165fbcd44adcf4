import { type Customer, customerFields } from '@premia/contract';
import { Checkbox, DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { pickedDay } from '../../../forms/pickers';
import { type CustomerInput, useSaveCustomer } from './api';
import './customers.css';

interface Values {
  firstName: string;
  lastName?: string;
  email?: string;
  phoneCode?: string;
  mobile?: string;
  birthday?: Dayjs | null;
  notes?: string;
  marketingConsent?: boolean;
}

/** 'create', a customer to edit, or closed. */
export type CustomerTarget = 'create' | Customer | null;

interface Props {
  target: CustomerTarget;
  /** The phone code a new customer starts with (the store's). */
  defaultPhoneCode?: string | null;
  onClose: () => void;
  onSaved: (customer: Customer, message: string) => void;
}

const blank = (v: string | undefined) => (v?.trim() ? v.trim() : null);
const fields = formFields(customerFields, { birthday: pickedDay });

function valuesOf(customer: Customer): Values {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? '',
    phoneCode: customer.phoneCode ?? '',
    mobile: customer.mobile ?? '',
    birthday: customer.birthday ? dayjs(customer.birthday) : null,
    notes: customer.notes ?? '',
    marketingConsent: customer.marketingConsent,
  };
}

/** Register or edit a customer (the counter and the customers screen share it). */
export function CustomerModal({ target, defaultPhoneCode, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveCustomer();
  const editing = target && target !== 'create' ? target : null;

  return (
    <FormModal<Values, CustomerInput, { m: string; customer: Customer }>
      open={target !== null}
      title={editing ? t('customers.editTitle') : t('customers.createTitle')}
      okText={t('customers.save')}
      cancelText={t('customers.cancel')}
      initialValues={editing ? valuesOf(editing) : { phoneCode: defaultPhoneCode ?? '' }}
      toInput={(values) => ({
        ...(editing ? { customerId: editing.id } : {}),
        firstName: values.firstName.trim(),
        lastName: values.lastName?.trim() ?? '',
        email: blank(values.email),
        mobile: blank(values.mobile),
        phoneCode: blank(values.mobile) ? blank(values.phoneCode) : null,
        birthday: pickedDay(values.birthday),
        notes: blank(values.notes),
        marketingConsent: values.marketingConsent ?? false,
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.customer, answer.m)}
      onClose={onClose}
    >
      <div className="customer-form__row">
        <Form.Item name="firstName" label={t('customers.firstName')} rules={fields.firstName.rules}>
          <Input {...fields.firstName.text} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={t('customers.lastName')} rules={fields.lastName.rules}>
          <Input {...fields.lastName.text} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t('customers.email')} rules={fields.email.rules}>
        <Input {...fields.email.text} inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('customers.mobile')} style={{ marginBottom: 0 }}>
        <Space.Compact block>
          <Form.Item
            name="phoneCode"
            noStyle
            rules={fields.phoneCode.rules}
            messageVariables={{ label: t('customers.phoneCode') }}
          >
            <Input {...fields.phoneCode.text} style={{ width: 90 }} aria-label={t('customers.phoneCode')} />
          </Form.Item>
          <Form.Item
            name="mobile"
            noStyle
            rules={fields.mobile.rules}
            messageVariables={{ label: t('customers.mobile') }}
          >
            <Input {...fields.mobile.text} inputMode="tel" aria-label={t('customers.mobile')} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <div style={{ height: 24 }} />
      <Form.Item name="birthday" label={t('customers.birthday')} rules={fields.birthday.rules}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="notes" label={t('customers.notes')} rules={fields.notes.rules}>
        <Input.TextArea {...fields.notes.text} rows={2} />
      </Form.Item>
      <Form.Item name="marketingConsent" valuePropName="checked">
        <Checkbox>{t('customers.marketingConsent')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
