import type { BackOfficeAppInput as RouteInput, StoreInfo } from '@premia/contract';

export type StoreValues = RouteInput<'/client/store/save'>;

export const switches = [
  'emailOnCustomerCreation',
  'emailOnGivePoints',
  'emailOnRedemmed',
  'showDescriptionField',
  'showTicketNumberField',
  'qrReward',
  'discountGivenPoints',
] as const;

/** The settings form's values for the stored settings. */
export function storeValues(store: StoreInfo): StoreValues {
  return {
    ...Object.fromEntries(switches.map((k) => [k, store[k]])),
    name: store.name,
    description: store.description ?? '',
    storeTypeId: store.storetype?.id,
    phoneCode: store.phoneCode ?? '',
    phone: store.phone ?? '',
    email: store.email ?? '',
    logo: store.logo ?? '',
    currencyCode: store.currencyCode,
    useConversion: store.useConversion,
    conversionPoints: store.conversionPoints,
    conversionMoney: store.conversionMoney,
    welcomePoints: store.welcomePoints,
    requestReward: store.requestReward,
    rewardRequestInfo: store.rewardRequestInfo ?? '',
    ordersLink: store.ordersLink ?? '',
    slug: store.slug,
    redeemAvailableText: store.redeemAvailableText,
    duplicateTicketDays: store.duplicateTicketDays,
    maxOpenOrders: store.maxOpenOrders,
    pickupReleaseHours: store.pickupReleaseHours,
    pointsExpiryRule: store.pointsExpiryRule,
    pointsExpiryMonths: store.pointsExpiryMonths,
    pointValue: store.pointValue,
    birthdayGift: store.birthdayGift,
    birthdayPoints: store.birthdayPoints,
    birthdayMessage: store.birthdayMessage ?? '',
    referralsOn: store.referralsOn,
    referrerPoints: store.referrerPoints,
    friendPoints: store.friendPoints,
    referralMinPurchase: store.referralMinPurchase,
    referralMonthlyCap: store.referralMonthlyCap,
    stampsOn: store.stampsOn,
    stampsPerCard: store.stampsPerCard,
    stampPrize: store.stampPrize ?? '',
    stampsOncePerDay: store.stampsOncePerDay,
  };
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The form's values as the save route's input: an emptied text is sent as "none". */
export function storeInput(values: StoreValues): StoreValues {
  return {
    ...values,
    description: blankToNull(values.description),
    phoneCode: blankToNull(values.phoneCode),
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    logo: blankToNull(values.logo),
    rewardRequestInfo: blankToNull(values.rewardRequestInfo),
    ordersLink: blankToNull(values.ordersLink),
    redeemAvailableText: blankToNull(values.redeemAvailableText),
    birthdayMessage: blankToNull(values.birthdayMessage),
    // A blank minimum is none: any first purchase that earns points.
    referralMinPurchase: values.referralMinPurchase ?? 0,
    // No prize written yet: none sent (the server keeps a card off without one).
    stampPrize: values.stampPrize?.trim() ? values.stampPrize.trim() : undefined,
  };
}
