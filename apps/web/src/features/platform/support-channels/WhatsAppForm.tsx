import { supportChannelRoutes } from '@premia/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useSaveWhatsApp } from './api';

const fields = formFields(supportChannelRoutes['/admin/configuration/update-whatsapp'].input);

interface Values {
  whatsappNumber?: string;
  whatsappMessage?: string;
}

/** The platform's WhatsApp Business number and the text a chat opens with. */
export function WhatsAppForm({
  whatsappNumber,
  whatsappMessage,
}: {
  whatsappNumber: string | null;
  whatsappMessage: string | null;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveWhatsApp();
  useEffect(
    () =>
      form.setFieldsValue({ whatsappNumber: whatsappNumber ?? '', whatsappMessage: whatsappMessage ?? '' }),
    [form, whatsappNumber, whatsappMessage],
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        save.mutate(
          {
            whatsappNumber: values.whatsappNumber?.trim() || null,
            whatsappMessage: values.whatsappMessage?.trim() || null,
          },
          { onSuccess: () => notification.success({ title: t('supportChannels.whatsappSaved') }) },
        )
      }
    >
      {save.error ? (
        <Alert type="error" title={save.error.message} showIcon role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="whatsappNumber"
        label={t('supportChannels.whatsappNumber')}
        rules={fields.whatsappNumber.rules}
      >
        <Input {...fields.whatsappNumber.text} placeholder="+51 987 654 321" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="whatsappMessage"
        label={t('supportChannels.whatsappMessage')}
        extra={t('supportChannels.whatsappMessageHelp')}
        rules={fields.whatsappMessage.rules}
      >
        <Input.TextArea {...fields.whatsappMessage.text} rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('supportChannels.save')}
      </Button>
    </Form>
  );
}
