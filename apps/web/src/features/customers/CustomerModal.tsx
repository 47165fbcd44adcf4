import type { Customer } from '@premia/contract';
import { Alert, Checkbox, DatePicker, Form, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useOnce } from '../loyalty/useOnce';
import './customers.css';

interface Values {
  firstName?: string;
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

/** Register or edit a customer (the counter and the customers screen share it). */
export function CustomerModal({ target, defaultPhoneCode, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const once = useOnce();
  const editing = target && target !== 'create' ? target : null;

  useEffect(() => {
    if (target === null) return;
    if (editing) {
      form.setFieldsValue({
        firstName: editing.firstName,
        lastName: editing.lastName,
        email: editing.email ?? '',
        phoneCode: editing.phoneCode ?? '',
        mobile: editing.mobile ?? '',
        birthday: editing.birthday ? dayjs(editing.birthday) : null,
        notes: editing.notes ?? '',
        marketingConsent: editing.marketingConsent,
      });
    } else {
      form.setFieldsValue({ phoneCode: defaultPhoneCode ?? '' });
    }
  }, [target, editing, defaultPhoneCode, form]);

  async function submit(values: Values) {
    setError(null);
    const fields = {
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      email: blank(values.email),
      mobile: blank(values.mobile),
      phoneCode: blank(values.mobile) ? blank(values.phoneCode) : null,
      birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
      notes: blank(values.notes),
      marketingConsent: values.marketingConsent ?? false,
    };
    const result = editing
      ? await once.run(fields, () => api('/client/customer/update', { ...fields, customerId: editing.id }))
      : await once.run(fields, (headers) => api('/client/customer/add', fields, { headers }));
    if (!result) return;
    if (result.s !== 'ok') return setError(result.m);
    onSaved(result.customer, result.m);
  }

  return (
    <Modal
      open={target !== null}
      title={editing ? t('customers.editTitle') : t('customers.createTitle')}
      okText={t('customers.save')}
      cancelText={t('customers.cancel')}
      confirmLoading={once.busy}
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
        <div className="customer-form__row">
          <Form.Item
            name="firstName"
            label={t('customers.firstName')}
            rules={[{ required: true, whitespace: true, message: t('customers.required') }]}
          >
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
          <Form.Item name="lastName" label={t('customers.lastName')}>
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item
          name="email"
          label={t('customers.email')}
          rules={[{ type: 'email', message: t('customers.emailInvalid') }]}
        >
          <Input maxLength={254} inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('customers.mobile')} style={{ marginBottom: 0 }}>
          <Space.Compact block>
            <Form.Item
              name="phoneCode"
              noStyle
              rules={[{ pattern: /^\+[0-9]{1,4}$/, message: t('customers.phoneCodeInvalid') }]}
            >
              <Input style={{ width: 90 }} maxLength={5} aria-label={t('customers.phoneCode')} />
            </Form.Item>
            <Form.Item name="mobile" noStyle>
              <Input maxLength={20} inputMode="tel" aria-label={t('customers.mobile')} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <div style={{ height: 24 }} />
        <Form.Item name="birthday" label={t('customers.birthday')}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="notes" label={t('customers.notes')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
        <Form.Item name="marketingConsent" valuePropName="checked">
          <Checkbox>{t('customers.marketingConsent')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
