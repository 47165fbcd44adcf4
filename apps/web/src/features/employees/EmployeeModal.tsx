import type { Employee, BackOfficeAppInput as RouteInput } from '@premia/contract';
import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useRouteQuery } from '../../api/useRouteQuery';
import { isEmail } from '../auth/email';

type UpdateInput = RouteInput<'/client/employee/update'>;

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  mobile?: string;
  locationId?: number;
  permGivePoints: boolean;
  permRedeem: boolean;
  permCreateCustomer: boolean;
  permStore: boolean;
  password?: string;
  password2?: string;
}

/** spec §3: a new employee gives points, redeems and creates customers; the shop stays off. */
const NEW_EMPLOYEE: Partial<Values> = {
  permGivePoints: true,
  permRedeem: true,
  permCreateCustomer: true,
  permStore: false,
};

const permissionKeys = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;

interface Props {
  /** 'create', or the employee being edited; null when closed. */
  target: 'create' | Employee | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The employee modal of spec §4: create or edit; info while saving, the server's error inside; reset on close. */
export function EmployeeModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [status, setStatus] = useState<{ type: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const locations = useRouteQuery('/client/get-locations', {}, { enabled: target !== null });
  const editing = target !== null && target !== 'create' ? target : null;

  useEffect(() => {
    if (editing) {
      form.setFieldsValue({
        first_name: editing.first_name,
        last_name: editing.last_name,
        email: editing.email,
        mobile: editing.mobile ?? '',
        locationId: editing.location?.id,
        permGivePoints: editing.permGivePoints,
        permRedeem: editing.permRedeem,
        permCreateCustomer: editing.permCreateCustomer,
        permStore: editing.permStore,
      });
    } else if (target === 'create') {
      form.setFieldsValue(NEW_EMPLOYEE);
    }
  }, [editing, target, form]);

  async function submit(values: Values) {
    const password = values.password ?? '';
    const password2 = values.password2 ?? '';
    if (!editing || password || password2) {
      if (!password || !password2) return setStatus({ type: 'error', text: t('employees.passwordRequired') });
      if (password !== password2) return setStatus({ type: 'error', text: t('employees.passwordMismatch') });
    }
    setBusy(true);
    setStatus({ type: 'info', text: editing ? t('employees.updating') : t('employees.creating') });
    const body: Omit<UpdateInput, 'id'> = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email.trim(),
      mobile: values.mobile?.trim() || null,
      location: { id: values.locationId ?? 0 },
      permGivePoints: values.permGivePoints,
      permRedeem: values.permRedeem,
      permCreateCustomer: values.permCreateCustomer,
      permStore: values.permStore,
      password: password || undefined,
      password2: password2 || undefined,
    };
    const result = editing
      ? await api('/client/employee/update', { ...body, id: editing.id })
      : await api('/client/employee/add', { ...body, password, password2 });
    setBusy(false);
    if (result.s !== 'ok') return setStatus({ type: 'error', text: result.m });
    onSaved(editing ? t('employees.updated') : t('employees.created'));
  }

  const required = { required: true, message: t('employees.required') };
  return (
    <Modal
      open={target !== null}
      title={editing ? t('employees.editTitle') : t('employees.createTitle')}
      okText={t('employees.save')}
      cancelText={t('employees.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setStatus(null);
      }}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {status ? (
          <Alert type={status.type} title={status.text} showIcon role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item name="first_name" label={t('employees.firstName')} rules={[required]}>
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
        <Form.Item name="last_name" label={t('employees.lastName')} rules={[required]}>
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('employees.email')}
          rules={[
            required,
            {
              validator: (_, v: string) => (!v || isEmail(v) ? Promise.resolve() : Promise.reject()),
              message: t('employees.emailInvalid'),
            },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="mobile" label={t('employees.mobile')}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        <Form.Item name="locationId" label={t('employees.location')} rules={[required]}>
          <Select
            loading={locations.isPending}
            options={locations.data?.locations.map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('employees.permissions')}</legend>
          {permissionKeys.map((key) => (
            <Form.Item key={key} name={key} valuePropName="checked" style={{ marginBottom: 4 }}>
              <Checkbox>{t(`employees.${key}`)}</Checkbox>
            </Form.Item>
          ))}
        </fieldset>
        <Form.Item
          name="password"
          label={t('employees.password')}
          extra={editing ? t('employees.passwordKeep') : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password2" label={t('employees.password2')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
