import { z } from 'zod';
import { email, id, languageCode, languageCodes, newPassword, requiredText } from '../common.ts';
import { permissionNames } from './auth.ts';

export const profileUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.object({ id: z.number(), name: z.string() }).nullable(),
  defaultLanguage: languageCode,
  userType: z.enum(['client', 'admin']),
  storeUserType: z.enum(['owner', 'employee']).nullable(),
  storeName: z.string().nullable(),
  locationId: z.number().nullable(),
  locationName: z.string().nullable(),
});

export const permissionsShape = z.object(
  Object.fromEntries(permissionNames.map((p) => [p, z.boolean()])) as Record<
    (typeof permissionNames)[number],
    z.ZodBoolean
  >,
);

export const profileInfoOutput = z.object({
  user: profileUser,
  languages: z.array(z.object({ id: languageCode, name: z.string() })),
  defaultLanguage: languageCode,
  permissions: permissionsShape,
});

export const profileUpdateInput = z.object({
  first_name: requiredText(80),
  last_name: requiredText(80),
  email: email(),
  countryId: id().nullable().optional(),
  defaultLanguage: z.enum(languageCodes).optional(),
});

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: newPassword(),
});
