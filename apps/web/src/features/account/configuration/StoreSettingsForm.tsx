import { type StoreInfo, storeSaveInput } from '@premia/contract';
import { Alert, App, Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueLanguage } from '../../../api/useCatalogueLanguage';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { formFields } from '../../../forms/formFields';
import { useSaveStore } from './api';
import { BirthdaySettings } from './BirthdaySettings';
import { CustomerSettings } from './CustomerSettings';
import { LogoField } from './LogoField';
import { PointsExpirySettings } from './PointsExpirySettings';
import { PointsSettings } from './PointsSettings';
import { ReferralSettings } from './ReferralSettings';
import { ShopSettings } from './ShopSettings';
import { StampSettings } from './StampSettings';
import { type StoreValues, storeInput, storeValues } from './storeValues';

const fields = formFields(storeSaveInput);

/** The store's own settings (spec §3 Store info): details, points, emails, rewards, web address. */
export function StoreSettingsForm({ store }: { store: StoreInfo | undefined }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<StoreValues>();
  const save = useSaveStore();
  const storeTypes = useRouteQuery(
    '/general/get-store-types',
    { language: useCatalogueLanguage() },
    { staleTime: Number.POSITIVE_INFINITY },
  );

  useEffect(() => {
    if (store) form.setFieldsValue(storeValues(store));
  }, [store, form]);

  function submit(values: StoreValues) {
    save.mutate(storeInput(values), {
      onSuccess: (answer) =>
        notification.success({ title: t('configuration.savedTitle'), description: answer.m }),
    });
  }

  // The wallet's address as saved, in every brand (issue 32); it changes with the slug once saved.
  const webAddress = store?.walletUrl || null;
  const required = { required: true, whitespace: true, message: t('configuration.required') };

  return (
    <Form<StoreValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={!store}>
      {save.error ? (
        <Alert type="error" title={save.error.message} showIcon role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <div className="configuration__row">
        <Form.Item name="name" label={t('configuration.name')} rules={[required, ...fields.name.rules]}>
          <Input {...fields.name.text} />
        </Form.Item>
        <Form.Item name="storeTypeId" label={t('configuration.storeType')}>
          <Select
            loading={storeTypes.isPending}
            options={storeTypes.data?.storetypes.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('configuration.description')} rules={fields.description.rules}>
        <Input.TextArea rows={3} {...fields.description.text} />
      </Form.Item>
      <div className="configuration__row">
        <Form.Item label={t('configuration.phone')}>
          <Space.Compact block>
            <Form.Item
              name="phoneCode"
              noStyle
              rules={fields.phoneCode.rules}
              messageVariables={{ label: t('configuration.phoneCode') }}
            >
              <Input
                style={{ width: 90 }}
                aria-label={t('configuration.phoneCode')}
                {...fields.phoneCode.text}
              />
            </Form.Item>
            <Form.Item
              name="phone"
              noStyle
              rules={fields.phone.rules}
              messageVariables={{ label: t('configuration.phone') }}
            >
              <Input aria-label={t('configuration.phone')} {...fields.phone.text} inputMode="tel" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={t('configuration.email')} rules={fields.email.rules}>
          <Input type="email" {...fields.email.text} />
        </Form.Item>
      </div>
      <LogoField rules={fields.logo.rules} maxLength={fields.logo.text.count?.max} />

      <PointsSettings />
      <PointsExpirySettings />
      <BirthdaySettings />
      <ReferralSettings />
      <StampSettings />
      <CustomerSettings />
      <ShopSettings />
      <div className="configuration__row">
        <Form.Item
          name="ordersLink"
          label={t('configuration.ordersLink')}
          extra={t('configuration.ordersLinkHelp')}
          rules={fields.ordersLink.rules}
        >
          <Input placeholder="https://" {...fields.ordersLink.text} />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('configuration.slug')}
          extra={
            webAddress ? (
              <a
                href={webAddress}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="customers-web-address"
              >
                {webAddress}
              </a>
            ) : undefined
          }
          rules={fields.slug.rules}
        >
          <Input {...fields.slug.text} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('configuration.save')}
      </Button>
    </Form>
  );
}
