import type { BusinessInput, useBusiness } from './api';

/** A store and its owner as the admin's business form holds them. */
export interface BusinessValues {
  name: string;
  storeTypeId: number;
  ruc?: string;
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  active: boolean;
  redeemBought: number;
  countryId: number;
}

/** A stored business, as read for editing. */
type Business = NonNullable<ReturnType<typeof useBusiness>['data']>;

/** A new business: active, no redemptions bought, in the platform's first country (spec §9). */
export const NEW_BUSINESS: Partial<BusinessValues> = { active: true, redeemBought: 0, countryId: 1 };

/** The form's values for a stored business (a store may have no type yet); the password stays blank (blank keeps it). */
export function businessValues(loaded: Business): Partial<BusinessValues> {
  return {
    name: loaded.store.name,
    storeTypeId: loaded.store.storetypeId ?? undefined,
    ruc: loaded.store.ruc ?? '',
    first_name: loaded.user.first_name,
    last_name: loaded.user.last_name,
    email: loaded.user.email,
    password: '',
    active: loaded.store.active,
    redeemBought: loaded.store.redeemBought,
    countryId: loaded.store.countryId,
  };
}

/** The form's values as the process route's input: a new business, or an edit of the stored one. */
export function businessInput(values: BusinessValues, loaded: Business | null): BusinessInput {
  return {
    type: loaded ? 'edit' : 'new',
    ...(loaded ? { storeId: loaded.store.id, userId: loaded.user.id } : {}),
    ...values,
    name: values.name.trim(),
    ruc: values.ruc?.trim() || undefined,
    password: values.password ?? '',
  };
}
