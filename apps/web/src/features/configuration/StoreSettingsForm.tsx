import { UploadOutlined } from '@ant-design/icons';
import type { BackOfficeAppInput as RouteInput, StoreInfo } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';
import { uploadImage } from '../rewards/upload';

type Values = RouteInput<'/client/store/save'>;

const switches = [
  'emailOnCustomerCreation',
  'emailOnGivePoints',
  'emailOnRedemmed',
  'showDescriptionField',
  'showTicketNumberField',
  'qrReward',
] as const;

/** The store's own settings (spec §3 Store info): details, points, emails, rewards, web address. */
export function StoreSettingsForm({ store }: { store: StoreInfo | undefined }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const storeTypes = useRouteQuery('/general/get-store-types', {}, { staleTime: Number.POSITIVE_INFINITY });
  const currencies = useRouteQuery('/general/get-currencies', {}, { staleTime: Number.POSITIVE_INFINITY });
  const useConversion = Form.useWatch('useConversion', form);
  const requestReward = Form.useWatch('requestReward', form);
  const logo = Form.useWatch('logo', form);

  useEffect(() => {
    if (!store) return;
    form.setFieldsValue({
      ...Object.fromEntries(switches.map((k) => [k, store[k]])),
      name: store.name,
      description: store.description ?? '',
      storeTypeId: store.storetype?.id,
      phoneCode: store.phoneCode ?? '',
      phone: store.phone ?? '',
      email: store.email ?? '',
      logo: store.logo ?? '',
      currencyCode: store.currencyCode,
      useConversion: store.useConversion,
      conversionPoints: store.conversionPoints,
      conversionMoney: store.conversionMoney,
      welcomePoints: store.welcomePoints,
      requestReward: store.requestReward,
      rewardRequestInfo: store.rewardRequestInfo ?? '',
      ordersLink: store.ordersLink ?? '',
      slug: store.slug,
      redeemAvailableText: store.redeemAvailableText,
    });
  }, [store, form]);

  async function pickLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setError(null);
    const result = await uploadImage('logo', file);
    setUploading(false);
    if (result.s !== 'ok') return setError(result.m);
    form.setFieldValue('logo', result.url);
  }

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
    const result = await api('/client/store/save', {
      ...values,
      description: blankToNull(values.description),
      phoneCode: blankToNull(values.phoneCode),
      phone: blankToNull(values.phone),
      email: blankToNull(values.email),
      logo: blankToNull(values.logo),
      rewardRequestInfo: blankToNull(values.rewardRequestInfo),
      ordersLink: blankToNull(values.ordersLink),
      redeemAvailableText: blankToNull(values.redeemAvailableText),
    });
    setBusy(false);
    if (result.s !== 'ok') return setError(result.m);
    await queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/get-store-info') });
    notification.success({ title: t('configuration.savedTitle'), description: result.m });
  }

  const webAddress =
    store?.clientWebApp && store.country.countryCode && store.slug
      ? `${store.clientWebApp}/${store.country.countryCode.toLowerCase()}/${store.slug}`
      : null;
  const required = { required: true, whitespace: true, message: t('configuration.required') };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={!store}>
      {error ? <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <div className="configuration__row">
        <Form.Item name="name" label={t('configuration.name')} rules={[required]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="storeTypeId" label={t('configuration.storeType')}>
          <Select
            loading={storeTypes.isPending}
            options={storeTypes.data?.storetypes.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('configuration.description')}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <div className="configuration__row">
        <Form.Item label={t('configuration.phone')}>
          <Space.Compact block>
            <Form.Item name="phoneCode" noStyle>
              <Input style={{ width: 90 }} aria-label={t('configuration.phoneCode')} maxLength={5} />
            </Form.Item>
            <Form.Item name="phone" noStyle>
              <Input aria-label={t('configuration.phone')} maxLength={20} inputMode="tel" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={t('configuration.email')}>
          <Input type="email" />
        </Form.Item>
      </div>
      <div className="configuration__row">
        <Form.Item name="logo" label={t('configuration.logo')} extra={t('configuration.logoHelp')}>
          <Input maxLength={500} />
        </Form.Item>
        <div className="configuration__upload">
          {logo ? (
            <img src={logo} alt={t('configuration.logoPreview')} className="configuration__logo" />
          ) : null}
          {/* Inline: antd's form styles show file inputs as blocks, which outranks the hidden attribute. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            style={{ display: 'none' }}
            onChange={pickLogo}
            data-testid="logo-file"
            aria-label={t('configuration.logoUpload')}
          />
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => fileInput.current?.click()}>
            {t('configuration.logoUpload')}
          </Button>
        </div>
      </div>

      <Divider titlePlacement="start">{t('configuration.pointsSection')}</Divider>
      <div className="configuration__row">
        <Form.Item name="currencyCode" label={t('configuration.currency')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={currencies.isPending}
            options={currencies.data?.currencies.map((c) => ({
              value: c.code,
              label: `${c.name} (${c.code})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="welcomePoints" label={t('configuration.welcomePoints')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="useConversion" label={t('configuration.useConversion')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {useConversion ? (
        <div className="configuration__row">
          <Form.Item name="conversionPoints" label={t('configuration.conversionPoints')}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="conversionMoney" label={t('configuration.conversionMoney')}>
            <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      ) : null}

      <Divider titlePlacement="start">{t('configuration.customersSection')}</Divider>
      {switches.map((key) => (
        <Form.Item
          key={key}
          name={key}
          label={t(`configuration.${key}`)}
          valuePropName="checked"
          layout="horizontal"
        >
          <Switch />
        </Form.Item>
      ))}
      <Form.Item
        name="requestReward"
        label={t('configuration.requestReward')}
        valuePropName="checked"
        layout="horizontal"
      >
        <Switch />
      </Form.Item>
      {requestReward ? (
        <Form.Item name="rewardRequestInfo" label={t('configuration.rewardRequestInfo')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      ) : null}
      <Form.Item name="redeemAvailableText" label={t('configuration.redeemAvailableText')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <div className="configuration__row">
        <Form.Item name="ordersLink" label={t('configuration.ordersLink')}>
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
        <Form.Item name="slug" label={t('configuration.slug')} extra={webAddress ?? undefined}>
          <Input maxLength={60} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('configuration.save')}
      </Button>
    </Form>
  );
}
