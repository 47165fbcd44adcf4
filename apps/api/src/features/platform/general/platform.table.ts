import type { Translation } from '@premia/contract';
import { doublePrecision, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  taxIdName: text('tax_id_name').notNull(),
  timeZone: text('time_zone').notNull(),
});

export const storeTypes = pgTable('store_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  image: text('image'),
  translations: jsonb('translations').$type<Translation[]>().notNull().default([]),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  zoom: smallint('zoom').notNull().default(12),
  timeZone: text('time_zone').notNull(),
});

/** Platform-wide settings, one row (id = 1). */
export const generalConfiguration = pgTable('general_configuration', {
  id: smallint('id').primaryKey().default(1),
  supportPhone: text('support_phone'),
  redeemBought: integer('redeem_bought').notNull().default(0),
  /** The platform's WhatsApp Business number and the text a chat opens with (support channels). */
  whatsappNumber: text('whatsapp_number'),
  whatsappMessage: text('whatsapp_message'),
});
