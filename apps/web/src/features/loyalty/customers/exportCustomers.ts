import type { Customer } from '@premia/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { csvFile } from '../../../ui/csv';

/** The CSV of a list of customers, with the column names of the current language. */
export function customersCsv(customers: readonly Customer[], t: TFunction): string {
  const header = [
    t('customers.code'),
    t('customers.firstName'),
    t('customers.lastName'),
    t('customers.email'),
    t('customers.phoneCode'),
    t('customers.mobile'),
    t('customers.birthday'),
    t('customers.level'),
    t('customers.balance'),
    t('customers.marketingConsent'),
    t('customers.location'),
    t('customers.createdAt'),
    t('customers.notes'),
  ];
  const rows = customers.map((c) => [
    c.clientCode,
    c.firstName,
    c.lastName,
    c.email,
    c.phoneCode,
    c.mobile,
    c.birthday,
    c.level?.name ?? null,
    c.balance,
    c.marketingConsent ? t('customers.yes') : t('customers.no'),
    c.registrationLocation?.name ?? null,
    dayjs(c.createdAt).format('YYYY-MM-DD HH:mm'),
    c.notes,
  ]);
  return csvFile(header, rows);
}
