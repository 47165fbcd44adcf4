import { z } from 'zod';
import {
  email,
  empty,
  id,
  languageCode,
  languageCodes,
  newPassword,
  requiredText,
  typedPassword,
} from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput, permissionNames } from './auth.ts';

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
  /** Needed only to change the email (the sign-in address). */
  currentPassword: typedPassword().optional(),
});

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: newPassword(),
});

const demoPassword = 'Premia2026!';

export const profileRoutes = {
  '/client/info': route({
    area: 'profile',
    summary: 'The signed-in user, the languages, the default language and the permissions.',
    access: 'user',
    input: empty,
    output: profileInfoOutput,
    example: {},
  }),
  '/client/update': route({
    area: 'profile',
    summary:
      'Update the signed-in user profile. A new email needs the current password: other sessions end, the old address is told, and the change waits for the new address to confirm it.',
    access: 'user',
    input: profileUpdateInput,
    output: messageOutput,
    example: { first_name: 'Ana', last_name: 'Torres', email: 'owner@premia.local', defaultLanguage: 'es' },
  }),
  '/client/change-password': route({
    area: 'profile',
    summary: 'Change the password, given the current one; other sessions end.',
    access: 'user',
    input: changePasswordInput,
    output: messageOutput,
    example: { currentPassword: demoPassword, newPassword: 'Otra-clave-2026' },
  }),
} as const;
