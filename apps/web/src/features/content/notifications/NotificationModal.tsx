import { platformNotificationFields } from '@premia/contract';
import { DatePicker, Form, Input, Switch, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReadersTimeZone } from '../../../format/useFormat';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { pickedDay, pickedTime } from '../../../forms/pickers';
import { useFailureToast } from '../../../forms/useFailureToast';
import { ImageUrlField, useUploading } from '../uploads';
import { AudienceFields, SegmentField } from './AudienceFields';
import { type AnyNotification, type NotificationInput, type Scope, useSaveNotification } from './api';
import {
  type NotificationValues,
  newNotificationValues,
  notificationInput,
  notificationValues,
} from './notificationValues';
import { ReachNote } from './ReachNote';

export type NotificationTarget = 'create' | AnyNotification | null;

interface Props {
  scope: Scope;
  target: NotificationTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const fields = formFields(platformNotificationFields, { date: pickedDay, time: pickedTime });

/** Create or edit a notification; it says whom it will reach and when it really goes out. */
export function NotificationModal({ scope, target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NotificationValues>();
  const save = useSaveNotification(scope);
  const uploading = useUploading('notification');
  const editing = target && target !== 'create' ? target : null;
  const timeZone = useReadersTimeZone();

  const mutation = useFailureToast(
    save,
    editing ? t('notifications.updateFailed') : t('notifications.createFailed'),
  );

  return (
    <FormModal<NotificationValues, NotificationInput, { m: string }>
      form={form}
      open={target !== null}
      title={editing ? t('notifications.editTitle') : t('notifications.createTitle')}
      okText={t('notifications.save')}
      cancelText={t('notifications.cancel')}
      okDisabled={uploading}
      initialValues={editing ? notificationValues(editing) : newNotificationValues(timeZone)}
      toInput={(values) => notificationInput(values, editing?.id)}
      mutation={mutation}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('notifications.titleField')} rules={fields.title.rules}>
        <Input {...fields.title.text} />
      </Form.Item>
      <Form.Item name="description" label={t('notifications.description')} rules={fields.description.rules}>
        <Input.TextArea {...fields.description.text} rows={3} />
      </Form.Item>
      <div className="notifications__row">
        <Form.Item name="date" label={t('notifications.date')} rules={fields.date.rules}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="time" label={t('notifications.time')} rules={fields.time.rules}>
          <TimePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      {scope === 'platform' ? <AudienceFields form={form} /> : <SegmentField />}
      <ReachNote scope={scope} form={form} />
      <div className="notifications__row">
        <Form.Item name="buttonText" label={t('notifications.buttonText')} rules={fields.buttonText.rules}>
          <Input {...fields.buttonText.text} />
        </Form.Item>
        <Form.Item name="buttonLink" label={t('notifications.buttonLink')} rules={fields.buttonLink.rules}>
          <Input {...fields.buttonLink.text} placeholder="https://" />
        </Form.Item>
      </div>
      <div className="notifications__row">
        <Form.Item name="sendPush" label={t('notifications.sendPush')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sendMail" label={t('notifications.sendMail')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <ImageUrlField
        name="image"
        label={t('notifications.image')}
        field={fields.image}
        modelType="notification"
        buttonLabel={t('notifications.uploadImage')}
        previewAlt={t('notifications.imagePreview')}
        className="notifications__upload"
        previewClassName="notifications__preview"
        testId="notification-image-input"
      />
    </FormModal>
  );
}
