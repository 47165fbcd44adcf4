import { z } from 'zod';
import {
  loginInput,
  loginOutput,
  messageOutput,
  processRecoveryInput,
  recoveryInput,
  registerInput,
} from './areas/auth.ts';
import { clientConfigOutput, countriesOutput, currenciesOutput, storeTypesOutput } from './areas/general.ts';
import { changePasswordInput, profileInfoOutput, profileUpdateInput } from './areas/profile.ts';
import { empty } from './common.ts';
import { route } from './route-table.ts';

const demoPassword = 'Premia2026!';

/** Every API path we serve: path → input, output, who may call it. The server registers exactly these. */
export const routes = {
  // Sign-in (no token)
  '/login/client': route({
    area: 'auth',
    summary: 'Sign in with email and password; returns the stored login data with a session token.',
    access: 'anonymous',
    input: loginInput,
    output: loginOutput,
    example: { email: 'owner@premia.local', password: demoPassword },
  }),
  '/login/client/recovery-password': route({
    area: 'auth',
    summary: 'Mail a password reset link; the same answer whether or not the email exists.',
    access: 'anonymous',
    input: recoveryInput,
    output: messageOutput,
    example: { email: 'owner@premia.local' },
  }),
  '/login/client/register': route({
    area: 'auth',
    summary: 'Register a new store and its owner, and sign in as that owner.',
    access: 'anonymous',
    input: registerInput,
    output: loginOutput,
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

  // General
  '/general/client-config': route({
    area: 'general',
    summary: 'Brand flags, languages and public settings for the web app.',
    access: 'anonymous',
    input: empty,
    output: clientConfigOutput,
    example: {},
  }),
  '/general/get-store-types': route({
    area: 'general',
    summary: 'The store types a store can choose.',
    access: 'anonymous',
    input: empty,
    output: storeTypesOutput,
    example: {},
  }),
  '/general/get-countries': route({
    area: 'general',
    summary: 'Countries with phone code, currency, tax id name and time zone.',
    access: 'anonymous',
    input: empty,
    output: countriesOutput,
    example: {},
  }),
  '/general/get-currencies': route({
    area: 'general',
    summary: 'Currencies.',
    access: 'anonymous',
    input: empty,
    output: currenciesOutput,
    example: {},
  }),

  // Profile
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
    summary: 'Update the signed-in user profile.',
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

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RouteInput<P extends RoutePath> = z.input<Routes[P]['input']>;
export type RouteParsedInput<P extends RoutePath> = z.output<Routes[P]['input']>;
export type RouteOutput<P extends RoutePath> = z.output<Routes[P]['output']>;
export type RouteResponse<P extends RoutePath> = { s: 'ok' } & RouteOutput<P>;
