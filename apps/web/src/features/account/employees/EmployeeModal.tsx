import { type Employee, employeeAddInput } from '@premia/contract';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { useLocations } from '../locations';
import { type EmployeeInput, useSaveEmployee } from './api';

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

const fields = formFields(employeeAddInput, { location: (id) => ({ id }) });

function valuesOf(employee: Employee): Partial<Values> {
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: employee.email,
    mobile: employee.mobile ?? '',
    locationId: employee.location?.id,
    permGivePoints: employee.permGivePoints,
    permRedeem: employee.permRedeem,
    permCreateCustomer: employee.permCreateCustomer,
    permStore: employee.permStore,
  };
}

interface Props {
  /** 'create', or the employee being edited; null when closed. */
  target: 'create' | Employee | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The employee modal of spec §4: create or edit; info while saving, the server's error inside; reset on close. */
export function EmployeeModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const locations = useLocations({ enabled: target !== null });
  const editing = target !== null && target !== 'create' ? target : null;

  // A new employee needs a password; an edit changes it only when one is typed. Both must match.
  function check({ password, password2 }: Values): string | null {
    if ((!editing || password || password2) && (!password || !password2))
      return t('employees.passwordRequired');
    if ((password ?? '') !== (password2 ?? '')) return t('employees.passwordMismatch');
    return null;
  }

  function toInput(values: Values): EmployeeInput {
    const common = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      mobile: values.mobile?.trim() || null,
      location: { id: values.locationId ?? 0 },
      permGivePoints: values.permGivePoints,
      permRedeem: values.permRedeem,
      permCreateCustomer: values.permCreateCustomer,
      permStore: values.permStore,
    };
    const password = values.password || undefined;
    const password2 = values.password2 || undefined;
    return editing
      ? { ...common, id: editing.id, password, password2 }
      : { ...common, password: password ?? '', password2: password2 ?? '' };
  }

  return (
    <FormModal<Values, EmployeeInput, unknown>
      open={target !== null}
      title={editing ? t('employees.editTitle') : t('employees.createTitle')}
      okText={t('employees.save')}
      cancelText={t('employees.cancel')}
      pendingText={editing ? t('employees.updating') : t('employees.creating')}
      initialValues={editing ? valuesOf(editing) : NEW_EMPLOYEE}
      toInput={toInput}
      check={check}
      mutation={save}
      onSaved={() => onSaved(editing ? t('employees.updated') : t('employees.created'))}
      onClose={onClose}
    >
      <Form.Item name="first_name" label={t('employees.firstName')} rules={fields.first_name.rules}>
        <Input {...fields.first_name.text} autoComplete="off" />
      </Form.Item>
      <Form.Item name="last_name" label={t('employees.lastName')} rules={fields.last_name.rules}>
        <Input {...fields.last_name.text} autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('employees.email')} rules={fields.email.rules}>
        <Input type="email" {...fields.email.text} autoComplete="off" />
      </Form.Item>
      <Form.Item name="mobile" label={t('employees.mobile')} rules={fields.mobile.rules}>
        <Input {...fields.mobile.text} inputMode="tel" />
      </Form.Item>
      <Form.Item name="locationId" label={t('employees.location')} rules={fields.location.rules}>
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
    </FormModal>
  );
}
