import { z } from 'zod';
import { email, empty, id, newPassword, requiredText, saidFields, text } from '../../common.ts';
import { route } from '../../route-table.ts';

export const userTypes = ['client', 'admin'] as const;
export const storeUserTypes = ['owner', 'employee'] as const;

export const permissionNames = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;
export type Permission = (typeof permissionNames)[number];

export const loginInput = z.object({
  email: text(254),
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

export const loginOutput = z.object({ ...saidFields, user: loginData });

export const recoveryInput = z.object({ email: email() });
export const messageOutput = z.object({ ...saidFields });

export const processRecoveryInput = z.object({
  // Any length: a cut or made-up link is told it is not valid (the server only compares its hash).
  token: z.string(),
  password: newPassword(),
});

/** A link that proves an address (a registration's, an email change's): any length, judged by its hash. */
export const confirmEmailInput = z.object({ token: z.string().max(1024) });

export const registerInput = z.object({
  storeName: requiredText(120),
  storeTypeId: id(),
  countryId: id(),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: email(),
  password: newPassword(),
});

const demoPassword = 'Premia2026!';

export const authRoutes = {
  '/login/client': route({
    area: 'auth',
    summary: 'Sign in with email and password; returns the stored login data with a session token.',
    access: 'anonymous',
    failures: ['unauthorized', 'rate-limited', 'forbidden'],
    input: loginInput,
    output: loginOutput,
    example: { email: 'owner@premia.local', password: demoPassword },
  }),
  '/login/client/recovery-password': route({
    area: 'auth',
    summary: 'Mail a password reset link; the same answer whether or not the email exists.',
    access: 'anonymous',
    failures: ['rate-limited'],
    input: recoveryInput,
    output: messageOutput,
    example: { email: 'owner@premia.local' },
  }),
  '/login/client/register': route({
    area: 'auth',
    summary:
      'Register a new store and its owner. The same answer whether or not the email has an account: a mail to the address says what happened (a link that activates the new account, or a notice).',
    access: 'anonymous',
    failures: ['rate-limited'],
    input: registerInput,
    output: messageOutput,
    example: {
      storeName: 'Panadería Sol',
      storeTypeId: 1,
      countryId: 1,
      firstName: 'Lucía',
      lastName: 'Quispe',
      email: 'lucia@example.com',
      password: 'Pan-de-yema-2026',
    },
  }),
  '/login/client/logout': route({
    area: 'auth',
    summary: 'Revoke the session token of this call.',
    access: 'user',
    input: empty,
    output: z.object({}),
    example: {},
  }),
  '/general/process-password-recovery': route({
    area: 'auth',
    summary: 'Set a new password with a reset token; ends every session of that user.',
    access: 'anonymous',
    input: processRecoveryInput,
    output: messageOutput,
    example: { token: 'x'.repeat(43), password: 'Nueva-clave-2026' },
  }),
  '/general/confirm-email': route({
    area: 'auth',
    summary:
      "Open an address confirmation link (a registration's, an email change's): the address becomes the account's, and the user is signed in.",
    access: 'anonymous',
    failures: ['conflict'],
    input: confirmEmailInput,
    output: loginOutput,
    example: { token: 'x'.repeat(43) },
  }),
} as const;
