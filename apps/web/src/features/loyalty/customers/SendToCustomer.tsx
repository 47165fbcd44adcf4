import { BellOutlined } from '@ant-design/icons';
import { type Customer, notificationRoutes } from '@premia/contract';
import { App, Button, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useSendToCustomer } from './api';

interface Values {
  title: string;
  description: string;
  buttonText?: string;
  buttonLink?: string;
  sendPush?: boolean;
  sendMail?: boolean;
}

const fields = formFields(notificationRoutes['/client/customer/notification/send'].input);

/** The customer drawer's "Enviar notificación": a message now, to this customer, if they accepted. */
export function SendToCustomer({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const send = useSendToCustomer();

  function submit(values: Values) {
    if (send.isPending) return;
    send.mutate(
      {
        customerId: customer.id,
        title: values.title.trim(),
        description: values.description.trim(),
        buttonText: values.buttonText?.trim() || null,
        buttonLink: values.buttonLink?.trim() || null,
        sendPush: values.sendPush ?? true,
        sendMail: values.sendMail ?? false,
      },
      {
        onSuccess: (answer) => {
          notification.success({ title: answer.m });
          setOpen(false);
          form.resetFields();
        },
        onError: (error) =>
          notification.error({ title: t('notifications.sendFailed'), description: error.message }),
      },
    );
  }

  return (
    <>
      <Button icon={<BellOutlined />} onClick={() => setOpen(true)} disabled={!customer.marketingConsent}>
        {t('notifications.sendToCustomer')}
      </Button>
      {customer.marketingConsent ? null : (
        <p className="customer-drawer__note">{t('notifications.customerNoConsent')}</p>
      )}
      <Modal
        open={open}
        title={t('notifications.sendToCustomerTitle', { name: customer.name })}
        okText={t('notifications.send')}
        cancelText={t('notifications.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ loading: send.isPending }}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ sendPush: true, sendMail: false }}
        >
          <Form.Item name="title" label={t('notifications.titleField')} rules={fields.title.rules}>
            <Input {...fields.title.text} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('notifications.description')}
            rules={fields.description.rules}
          >
            <Input.TextArea rows={3} {...fields.description.text} />
          </Form.Item>
          <Form.Item name="buttonText" label={t('notifications.buttonText')} rules={fields.buttonText.rules}>
            <Input {...fields.buttonText.text} />
          </Form.Item>
          <Form.Item name="buttonLink" label={t('notifications.buttonLink')} rules={fields.buttonLink.rules}>
            <Input {...fields.buttonLink.text} placeholder="https://" />
          </Form.Item>
          <Form.Item name="sendPush" label={t('notifications.sendPush')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sendMail" label={t('notifications.sendMail')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
