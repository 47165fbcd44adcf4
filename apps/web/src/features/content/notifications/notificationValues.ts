import { localDateTime } from '@premia/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { pickedDay, pickedTime } from '../../../forms/pickers';
import type { AnyNotification, NotificationInput } from './api';

/** The notification form's values. */
export interface NotificationValues {
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
  /** A store's notification to one of its segments; null: every customer who accepted. */
  segmentId?: number | null;
}

/**
 * A new notification: by push, in an hour on the sender's clock (`timeZone`: the store's; none: the
 * browser's, the admin's). The day and the time are read from one instant, so at 23:30 it is tomorrow.
 */
export function newNotificationValues(timeZone: string | undefined): Partial<NotificationValues> {
  const { date, time } = localDateTime(timeZone, new Date(Date.now() + 60 * 60 * 1000));
  return { sendPush: true, sendMail: false, date: dayjs(date), time: dayjs(`${date}T${time}`) };
}

/** The form's values for a saved notification. */
export function notificationValues(n: AnyNotification): NotificationValues {
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
    segmentId: n.segmentId,
  };
}

/** The form's values as the save route's input (with the notification's id when editing). */
export function notificationInput(values: NotificationValues, notificationId?: number): NotificationInput {
  return {
    ...(notificationId === undefined ? {} : { notificationId }),
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.image?.trim() || null,
    date: pickedDay(values.date) ?? '',
    time: pickedTime(values.time) ?? '',
    buttonText: values.buttonText?.trim() || null,
    buttonLink: values.buttonLink?.trim() || null,
    sendPush: values.sendPush ?? true,
    sendMail: values.sendMail ?? false,
    countryId: values.countryId ?? null,
    cityId: values.cityId ?? null,
    storeTypeId: values.storeTypeId ?? null,
    segmentId: values.segmentId ?? null,
  };
}
