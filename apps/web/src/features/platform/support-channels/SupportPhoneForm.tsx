import { supportChannelRoutes } from '@premia/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useSaveSupportPhone } from './api';

const fields = formFields(supportChannelRoutes['/admin/configuration/save-support-phone'].input);

/** The support phone: store owners see a WhatsApp link to it (spec §1); blank takes the link away. */
export function SupportPhoneForm({ supportPhone }: { supportPhone: string | null }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ supportPhone?: string }>();
  const save = useSaveSupportPhone();
  useEffect(() => form.setFieldsValue({ supportPhone: supportPhone ?? '' }), [form, supportPhone]);

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        save.mutate(
          { supportPhone: values.supportPhone?.trim() || null },
          { onSuccess: () => notification.success({ title: t('supportChannels.phoneSaved') }) },
        )
      }
    >
      {save.error ? (
        <Alert type="error" title={save.error.message} showIcon role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="supportPhone"
        label={t('supportChannels.supportPhone')}
        extra={t('supportChannels.supportPhoneHelp')}
        rules={fields.supportPhone.rules}
      >
        <Input {...fields.supportPhone.text} placeholder="+51 987 654 321" inputMode="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('supportChannels.save')}
      </Button>
    </Form>
  );
}
