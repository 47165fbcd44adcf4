import { notificationSettings } from '@premia/contract';
import { App, Form, Modal, Skeleton, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { pickedTime } from '../../../forms/pickers';
import { type Scope, useNotificationSettings, useSaveNotificationSettings } from './api';

interface Props {
  scope: Scope;
  open: boolean;
  onClose: () => void;
}

interface Values {
  quietStart: Dayjs;
  quietEnd: Dayjs;
  weeklyCap: number;
}

const fields = formFields(notificationSettings, { quietStart: pickedTime, quietEnd: pickedTime });
const at = (time: string) => dayjs(`2000-01-01T${time}`);

/** Quiet hours (a send due then waits for their end) and the weekly cap of notifications per customer. */
export function SettingsModal({ scope, open, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useNotificationSettings(scope, open);
  const save = useSaveNotificationSettings(scope);
  const current = settings.data?.settings;

  useEffect(() => {
    if (open && current)
      form.setFieldsValue({
        quietStart: at(current.quietStart),
        quietEnd: at(current.quietEnd),
        weeklyCap: current.weeklyCap,
      });
  }, [open, current, form]);

  function submit(values: Values) {
    save.mutate(
      {
        quietStart: pickedTime(values.quietStart)!,
        quietEnd: pickedTime(values.quietEnd)!,
        weeklyCap: values.weeklyCap,
      },
      {
        onSuccess: (answer) => {
          notification.success({ title: answer.m });
          onClose();
        },
        onError: (error) =>
          notification.error({ title: t('notifications.settingsFailed'), description: error.message }),
      },
    );
  }

  return (
    <Modal
      open={open}
      title={t('notifications.settingsTitle')}
      okText={t('notifications.save')}
      cancelText={t('notifications.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
    >
      {current ? (
        <Form form={form} layout="vertical" onFinish={submit}>
          <p className="notifications__help">
            {scope === 'store' ? t('notifications.settingsHelp') : t('notifications.settingsHelpPlatform')}
          </p>
          <div className="notifications__row">
            <Form.Item
              name="quietStart"
              label={t('notifications.quietStart')}
              rules={fields.quietStart.rules}
            >
              <TimePicker format="HH:mm" allowClear={false} />
            </Form.Item>
            <Form.Item name="quietEnd" label={t('notifications.quietEnd')} rules={fields.quietEnd.rules}>
              <TimePicker format="HH:mm" allowClear={false} />
            </Form.Item>
          </div>
          <Form.Item
            name="weeklyCap"
            label={t('notifications.weeklyCap')}
            extra={t('notifications.weeklyCapHelp')}
            rules={fields.weeklyCap.rules}
          >
            <NumberInput {...fields.weeklyCap.number} />
          </Form.Item>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
