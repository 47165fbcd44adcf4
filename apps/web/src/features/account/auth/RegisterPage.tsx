import { type BackOfficeAppInput as RouteInput, registerInput } from '@premia/contract';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formFields } from '../../../forms/formFields';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import { useCountries, useRegister, useStoreTypes } from './api';

type Values = RouteInput<'/login/client/register'> & { confirm: string };

/** spec §9: a new store's country defaults to id 1. */
const defaultCountryId = 1;

const fields = formFields(registerInput);

/** /registro: a new store and its owner; on success, a note to open the mailed link (no sign-in yet). */
export default function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('register.title'));
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const storeTypes = useStoreTypes();
  const countries = useCountries();

  function submit({ confirm: _confirm, ...values }: Values) {
    register.mutate({ ...values, email: values.email.trim() });
  }

  const error = register.error?.message ?? storeTypes.error?.message ?? countries.error?.message;

  if (register.isSuccess) {
    return (
      <AuthLayout title={t('register.sentTitle')}>
        <Alert
          className="auth__message"
          type="success"
          title={t('register.sent', { email: register.variables.email })}
          showIcon
          role="status"
        />
        <div className="auth__links">
          <Link to="/signin">{t('register.signIn')}</Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      {error ? <Alert className="auth__message" type="error" title={error} showIcon role="alert" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ countryId: defaultCountryId }}
      >
        <h2 className="auth__section">{t('register.storeSection')}</h2>
        <Form.Item name="storeName" label={t('register.storeName')} rules={fields.storeName.rules}>
          <Input size="large" {...fields.storeName.text} />
        </Form.Item>
        <Form.Item name="storeTypeId" label={t('register.storeType')} rules={fields.storeTypeId.rules}>
          <Select
            size="large"
            placeholder={t('register.select')}
            loading={storeTypes.isPending}
            options={storeTypes.data?.storetypes.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="countryId" label={t('register.country')} rules={fields.countryId.rules}>
          <Select
            size="large"
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            options={countries.data?.countries.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <h2 className="auth__section">{t('register.ownerSection')}</h2>
        <div className="auth__row">
          <Form.Item name="firstName" label={t('register.firstName')} rules={fields.firstName.rules}>
            <Input size="large" autoComplete="given-name" {...fields.firstName.text} />
          </Form.Item>
          <Form.Item name="lastName" label={t('register.lastName')} rules={fields.lastName.rules}>
            <Input size="large" autoComplete="family-name" {...fields.lastName.text} />
          </Form.Item>
        </div>
        <Form.Item name="email" label={t('register.email')} rules={fields.email.rules}>
          <Input size="large" type="email" autoComplete="email" {...fields.email.text} />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')} rules={fields.password.rules}>
          <Input.Password size="large" autoComplete="new-password" {...fields.password.text} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('reset.required') },
            ({ getFieldValue }) => ({
              validator: (_, v: string) =>
                !v || v === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('reset.mismatch'))),
            }),
          ]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div className="auth__links">
        <span>
          {t('register.haveAccount')} <Link to="/signin">{t('register.signIn')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
