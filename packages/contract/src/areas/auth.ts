import { z } from 'zod';
import { email, id, newPassword, requiredText } from '../common.ts';

export const userTypes = ['client', 'admin'] as const;
export const storeUserTypes = ['owner', 'employee'] as const;
export type UserType = (typeof userTypes)[number];
export type StoreUserType = (typeof storeUserTypes)[number];

export const permissionNames = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;
export type Permission = (typeof permissionNames)[number];

export const loginInput = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
});

/** The stored local login data of spec §3 (plus permStore, which opens the shop menu). */
export const loginData = z.object({
  email: z.string(),
  firstName: z.string(),
  LastName: z.string(),
  storeId: z.number().nullable(),
  storeName: z.string().nullable(),
  storeUserType: z.enum(storeUserTypes).nullable(),
  token: z.string(),
  userType: z.enum(userTypes),
  showAffiliateCommerce: z.boolean(),
  affiliateCommerce: z.string().nullable(),
  locationName: z.string().nullable(),
  locationId: z.number().nullable(),
  permCreateCustomer: z.boolean(),
  permGivePoints: z.boolean(),
  permRedeem: z.boolean(),
  permStore: z.boolean(),
  defaultLanguage: z.string(),
});
export type LoginData = z.infer<typeof loginData>;

export const loginOutput = z.object({ m: z.string(), user: loginData });

export const recoveryInput = z.object({ email: email() });
export const messageOutput = z.object({ m: z.string() });

export const processRecoveryInput = z.object({
  token: z.string().min(20).max(200),
  password: newPassword(),
});

export const registerInput = z.object({
  storeName: requiredText(120),
  storeTypeId: id(),
  countryId: id(),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: email(),
  password: newPassword(),
});
