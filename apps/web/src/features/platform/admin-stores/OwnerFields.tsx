import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../forms/formFields';

type OwnerField = 'first_name' | 'last_name' | 'email' | 'password';

interface Props {
  /** An existing owner keeps the password left blank; a new one needs one. */
  editing: boolean;
  fields: Record<OwnerField, FormField>;
}

/** The business's owner: name, sign-in email and password. */
export function OwnerFields({ editing, fields }: Props) {
  const { t } = useTranslation();
  return (
    <>
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
        extra={editing ? t('adminStores.business.passwordKeep') : t('adminStores.business.passwordHelp')}
        rules={
          editing
            ? fields.password.rules
            : [
                { required: true, message: t('adminStores.business.passwordRequired') },
                ...fields.password.rules,
              ]
        }
      >
        <Input.Password autoComplete="new-password" {...fields.password.text} />
      </Form.Item>
    </>
  );
}
