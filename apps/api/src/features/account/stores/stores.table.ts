import { birthdayGifts, pointsExpiryRules } from '@premia/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { citext, createdAt } from '../../../db/columns.ts';
import { countries, currencies, storeTypes } from '../../../db/schema.ts';

/** A store is the tenant: every store table carries store_id. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    storeTypeId: integer('store_type_id').references(() => storeTypes.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    timeZone: text('time_zone').notNull(),
    slug: citext('slug').notNull().unique(),
    ruc: text('ruc'),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    logo: text('logo'),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    email: text('email'),
    useConversion: boolean('use_conversion').notNull().default(true),
    conversionPoints: integer('conversion_points').notNull().default(1),
    conversionMoneyCents: integer('conversion_money_cents').notNull().default(100),
    welcomePoints: integer('welcome_points').notNull().default(0),
    emailOnCustomerCreation: boolean('email_on_customer_creation').notNull().default(true),
    emailOnGivePoints: boolean('email_on_give_points').notNull().default(false),
    emailOnRedeemed: boolean('email_on_redeemed').notNull().default(false),
    showDescriptionField: boolean('show_description_field').notNull().default(false),
    showTicketNumberField: boolean('show_ticket_number_field').notNull().default(true),
    /** A ticket number used this many days back (1 = today, the store's days) is a duplicate to confirm. */
    duplicateTicketDays: smallint('duplicate_ticket_days').notNull().default(1),
    requestReward: boolean('request_reward').notNull().default(false),
    rewardRequestInfo: text('reward_request_info'),
    qrReward: boolean('qr_reward').notNull().default(true),
    ordersLink: text('orders_link'),
    /** Online shop orders one customer may have open (not delivered nor cancelled) at once: all unpaid. */
    maxOpenOrders: smallint('max_open_orders').notNull().default(3),
    /** A pick-up order not collected this many hours after it was placed is cancelled, its stock back. */
    pickupReleaseHours: smallint('pickup_release_hours').notNull().default(72),
    redeemAvailableText: text('redeem_available_text'),
    /** When points expire (issue 34): never, N months after each earning, or all after N months without a visit. */
    pointsExpiryRule: text('points_expiry_rule', { enum: pointsExpiryRules }).notNull().default('never'),
    pointsExpiryMonths: smallint('points_expiry_months').notNull().default(12),
    /** «Valor de un punto» in cents: what the store owes for a point (the liability report); null until set. */
    pointValueCents: integer('point_value_cents'),
    /** The birthday gift (issue 34 §2): off, or birthday_points once a year; the owner's message, null for ours. */
    birthdayGift: text('birthday_gift', { enum: birthdayGifts }).notNull().default('off'),
    birthdayPoints: integer('birthday_points').notNull().default(100),
    birthdayMessage: text('birthday_message'),
    /** Referrals (issue 34 §3): off by default; each side's points; the friend's minimum first purchase; the monthly cap per referrer. */
    referralsOn: boolean('referrals_on').notNull().default(false),
    referrerPoints: integer('referrer_points').notNull().default(100),
    friendPoints: integer('friend_points').notNull().default(50),
    referralMinPurchaseCents: integer('referral_min_purchase_cents').notNull().default(0),
    referralMonthlyCap: integer('referral_monthly_cap').notNull().default(10),
    /**
     * Stamp cards (issue 34 §4): off by default; the stamps of a full card (2..50); what a full card
     * gives (null until the owner writes it); one stamp per customer per store day unless turned off.
     */
    stampsOn: boolean('stamps_on').notNull().default(false),
    stampsPerCard: integer('stamps_per_card').notNull().default(10),
    stampPrize: text('stamp_prize'),
    stampsOncePerDay: boolean('stamps_once_per_day').notNull().default(true),
    redeemFree: integer('redeem_free').notNull().default(0),
    redeemBought: integer('redeem_bought').notNull().default(0),
    /** Redemptions made so far; the allowance left is redeem_free + redeem_bought - redeem_used. */
    redeemUsed: integer('redeem_used').notNull().default(0),
    isMultiStore: boolean('is_multi_store').notNull().default(false),
    withSubscription: boolean('with_subscription').notNull().default(false),
    hasSubscription: boolean('has_subscription').notNull().default(false),
    discountGivenPoints: boolean('discount_given_points').notNull().default(false),
    /** The month (its first day) the customers' level window was last moved to (moveLevelWindow). */
    levelMonth: date('level_month', { mode: 'string' }),
    /**
     * What the admin's stores list searches: the name, the RUC and the owners' emails, lower-cased.
     * Kept by triggers on stores and users (migration admin_kept_counters), so one trigram index
     * answers a search and the planner can read a broad one in the list's order instead.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('stores_conversion_positive', sql`${t.conversionPoints} > 0 and ${t.conversionMoneyCents} > 0`),
    check('stores_redeem_non_negative', sql`${t.redeemFree} >= 0 and ${t.redeemBought} >= 0`),
    check('stores_welcome_non_negative', sql`${t.welcomePoints} >= 0`),
    check('stores_duplicate_ticket_days', sql`${t.duplicateTicketDays} between 1 and 365`),
    check('stores_max_open_orders', sql`${t.maxOpenOrders} between 1 and 50`),
    check('stores_pickup_release_hours', sql`${t.pickupReleaseHours} between 1 and 720`),
    check('stores_points_expiry_rule', sql`${t.pointsExpiryRule} in ('never', 'earned', 'inactive')`),
    check('stores_points_expiry_months', sql`${t.pointsExpiryMonths} between 1 and 60`),
    check('stores_point_value_positive', sql`${t.pointValueCents} > 0`),
    check('stores_birthday_gift', sql`${t.birthdayGift} in ('off', 'points')`),
    check('stores_birthday_points', sql`${t.birthdayPoints} between 1 and 100000`),
    check('stores_referrer_points', sql`${t.referrerPoints} between 1 and 100000`),
    check('stores_friend_points', sql`${t.friendPoints} between 1 and 100000`),
    check('stores_referral_min_purchase', sql`${t.referralMinPurchaseCents} >= 0`),
    check('stores_stamps_per_card', sql`${t.stampsPerCard} between 2 and 50`),
    check('stores_referral_monthly_cap', sql`${t.referralMonthlyCap} between 1 and 1000`),
    // The admin's stores list: by name (a page's ids read from the index alone, active or not included),
    // and searched by name, RUC or owner email (any part, letter case aside).
    index('stores_name_id_idx').on(t.name, t.id, t.active),
    index('stores_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('stores_created_idx').on(t.createdAt),
  ],
);
