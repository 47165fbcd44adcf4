import { isSelectable, selectableLanguages } from '@premia/client/languages';
import { profileUpdateInput, type BackOfficeAppInput as RouteInput } from '@premia/contract';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useCountries } from '../auth';
import { useProfile, useUpdateProfile } from './api';

type Values = RouteInput<'/client/update'>;

const fields = formFields(profileUpdateInput);

/** View and update the own profile; 'Perfil actualizado' / 'La información ha sido guardada.' on save. */
export function ProfileForm() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const profile = useProfile();
  const countries = useCountries();
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();
  const user = profile.data?.user;
  // A new sign-in address needs the current password (the server checks it; the field shows only then).
  const typedEmail = Form.useWatch('email', form) ?? '';
  const changesEmail = !!user && typedEmail.trim().toLowerCase() !== user.email.toLowerCase();

  useEffect(() => {
    if (user) {
      form.setFieldsValue({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        countryId: user.country?.id ?? null,
        defaultLanguage: user.defaultLanguage,
      });
    }
  }, [user, form]);

  function submit({ currentPassword, ...values }: Values) {
    const email = values.email.trim();
    update.mutate(
      { ...values, email, ...(changesEmail ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          form.setFieldsValue({ currentPassword: '' });
          notification.success({
            title: t('profile.updatedTitle'),
            description: changesEmail ? t('profile.emailChangeSent', { email }) : t('profile.updatedText'),
          });
        },
      },
    );
  }

  const required = { required: true, message: t('profile.required') };
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={!user}>
      {update.error ? (
        <Alert type="error" title={update.error.message} showIcon role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <div className="profile__row">
        <Form.Item name="first_name" label={t('profile.firstName')} rules={fields.first_name.rules}>
          <Input autoComplete="given-name" {...fields.first_name.text} />
        </Form.Item>
        <Form.Item name="last_name" label={t('profile.lastName')} rules={fields.last_name.rules}>
          <Input autoComplete="family-name" {...fields.last_name.text} />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t('profile.email')} rules={fields.email.rules}>
        <Input type="email" autoComplete="email" {...fields.email.text} />
      </Form.Item>
      {changesEmail ? (
        <Form.Item
          name="currentPassword"
          label={t('profile.currentPasswordForEmail')}
          extra={t('profile.emailChangeHelp')}
          rules={[required]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <div className="profile__row">
        <Form.Item name="countryId" label={t('profile.country')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            options={countries.data?.countries.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="defaultLanguage" label={t('profile.language')}>
          <Select
            options={selectableLanguages
              .filter((code) => isSelectable(code))
              .map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
