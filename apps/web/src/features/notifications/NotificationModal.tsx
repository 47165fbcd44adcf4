import { platformNotificationFields } from '@premia/contract';
import { App, DatePicker, Form, Input, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../api/useRouteQuery';
import { FormModal } from '../../forms/FormModal';
import { formFields } from '../../forms/formFields';
import { useUploading } from '../uploads/api';
import { ImageUrlField } from '../uploads/ImageUrlField';
import { type AnyNotification, type NotificationInput, type Scope, useSaveNotification } from './api';
import { ReachNote } from './ReachNote';

interface Values {
  title: string;
  description: string;
  image?: string;
  date?: Dayjs | null;
  time?: Dayjs | null;
  buttonText?: string;
  buttonLink?: string;
  sendPush?: boolean;
  sendMail?: boolean;
  countryId?: number | null;
  cityId?: number | null;
  storeTypeId?: number | null;
}

export type NotificationTarget = 'create' | AnyNotification | null;

interface Props {
  scope: Scope;
  target: NotificationTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const dayOf = (d: unknown) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : null);
const timeOf = (d: unknown) => (dayjs.isDayjs(d) ? d.format('HH:mm') : null);
const fields = formFields(platformNotificationFields, { date: dayOf, time: timeOf });

function valuesOf(n: AnyNotification): Values {
  return {
    title: n.title,
    description: n.description,
    image: n.image ?? '',
    date: dayjs(n.date),
    time: dayjs(`${n.date}T${n.time}`),
    buttonText: n.buttonText ?? '',
    buttonLink: n.buttonLink ?? '',
    sendPush: n.sendPush,
    sendMail: n.sendMail,
    countryId: n.countryId,
    cityId: n.cityId,
    storeTypeId: n.storeTypeId,
  };
}

/** Create or edit a notification; it says whom it will reach and when it really goes out. */
export function NotificationModal({ scope, target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveNotification(scope);
  const uploading = useUploading('notification');
  const editing = target && target !== 'create' ? target : null;
  const platform = scope === 'platform';
  const countries = useRouteQuery(
    '/general/get-countries',
    {},
    { enabled: platform, staleTime: Number.POSITIVE_INFINITY },
  );
  const countryId = Form.useWatch('countryId', form) as number | null | undefined;
  // A city narrows the audience within its country: the cities of the country chosen.
  const cities = useRouteQuery(
    '/admin/cities/get',
    { countryId: countryId ?? 0 },
    { enabled: platform && !!countryId, staleTime: 60_000 },
  );
  const storeTypes = useRouteQuery(
    '/general/get-store-types',
    {},
    { enabled: platform, staleTime: Number.POSITIVE_INFINITY },
  );
  // Spec §8: a refused save is also told in a toast titled 'No se ha creado' / 'No se ha modificado'.
  const mutation = {
    ...save,
    mutate: (input: NotificationInput, callbacks: { onSuccess: (answer: { m: string }) => void }) =>
      save.mutate(input, {
        onSuccess: callbacks.onSuccess,
        onError: (error) =>
          notification.error({
            title: editing ? t('notifications.updateFailed') : t('notifications.createFailed'),
            description: error.message,
          }),
      }),
  };

  return (
    <FormModal<Values, NotificationInput, { m: string }>
      form={form}
      open={target !== null}
      title={editing ? t('notifications.editTitle') : t('notifications.createTitle')}
      okText={t('notifications.save')}
      cancelText={t('notifications.cancel')}
      okDisabled={uploading}
      initialValues={
        editing
          ? valuesOf(editing)
          : { sendPush: true, sendMail: false, date: dayjs(), time: dayjs().add(1, 'hour') }
      }
      toInput={(values) => ({
        ...(editing ? { notificationId: editing.id } : {}),
        title: values.title.trim(),
        description: values.description.trim(),
        image: values.image?.trim() || null,
        date: dayOf(values.date) ?? '',
        time: timeOf(values.time) ?? '',
        buttonText: values.buttonText?.trim() || null,
        buttonLink: values.buttonLink?.trim() || null,
        sendPush: values.sendPush ?? true,
        sendMail: values.sendMail ?? false,
        countryId: values.countryId ?? null,
        cityId: values.cityId ?? null,
        storeTypeId: values.storeTypeId ?? null,
      })}
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
      {platform ? (
        <>
          <div className="notifications__row">
            <Form.Item
              name="countryId"
              label={t('notifications.country')}
              extra={t('notifications.audienceHelp')}
            >
              <Select
                allowClear
                placeholder={t('notifications.everyCountry')}
                options={(countries.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
                onChange={() => form.setFieldValue('cityId', null)}
              />
            </Form.Item>
            <Form.Item name="cityId" label={t('notifications.city')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!countryId}
                placeholder={countryId ? t('notifications.everyCity') : t('notifications.cityNeedsCountry')}
                options={(countryId ? (cities.data?.cities ?? []) : []).map((c) => ({
                  value: c.id,
                  label: c.name,
                }))}
              />
            </Form.Item>
          </div>
          <div className="notifications__row">
            <Form.Item name="storeTypeId" label={t('notifications.storeType')}>
              <Select
                allowClear
                placeholder={t('notifications.everyStoreType')}
                options={(storeTypes.data?.storetypes ?? []).map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
          </div>
        </>
      ) : null}
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
