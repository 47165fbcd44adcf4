import type { BackOfficeAppInput as RouteInput } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { updateSession } from '../../api/session';
import { useRouteQuery } from '../../api/useRouteQuery';
import { currentLanguage, setLanguage } from '../../i18n';
import { isSelectable, selectableLanguages } from '../../i18n/languages';
import { isEmail } from '../auth/email';
import { useProfile } from './useProfile';

type Values = RouteInput<'/client/update'>;

/** View and update the own profile; 'Perfil actualizado' / 'La información ha sido guardada.' on save. */
export function ProfileForm() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const countries = useRouteQuery('/general/get-countries', {}, { staleTime: Number.POSITIVE_INFINITY });
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const user = profile.data?.user;

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

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    const result = await api('/client/update', { ...values, email: values.email.trim() });
    setBusy(false);
    if (result.s !== 'ok') {
      setError(result.m);
      return;
    }
    updateSession({ firstName: values.first_name, LastName: values.last_name, email: values.email.trim() });
    if (values.defaultLanguage) {
      updateSession({ defaultLanguage: values.defaultLanguage });
      if (values.defaultLanguage !== currentLanguage()) await setLanguage(values.defaultLanguage);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
    notification.success({ title: t('profile.updatedTitle'), description: t('profile.updatedText') });
  }

  const required = { required: true, message: t('profile.required') };
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={!user}>
      {error || profile.error ? (
        <Alert
          type="error"
          title={error ?? profile.error?.message}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <div className="profile__row">
        <Form.Item name="first_name" label={t('profile.firstName')} rules={[required]}>
          <Input autoComplete="given-name" maxLength={80} />
        </Form.Item>
        <Form.Item name="last_name" label={t('profile.lastName')} rules={[required]}>
          <Input autoComplete="family-name" maxLength={80} />
        </Form.Item>
      </div>
      <Form.Item
        name="email"
        label={t('profile.email')}
        rules={[
          required,
          {
            validator: (_, v: string) => (!v || isEmail(v) ? Promise.resolve() : Promise.reject()),
            message: t('profile.emailInvalid'),
          },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
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
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
