import type { Handlers } from '../../../lib/context.ts';
import * as signIn from './sign-in.service.ts';
import { storePage } from './store-page.service.ts';
import * as wallet from './wallet.service.ts';
import { myQr } from './wallet-qr.service.ts';

export const walletHandlers = {
  '/general/store': (input, ctx) => storePage(ctx, input),
  '/login/customer/send-code': (input, ctx) => signIn.sendCode(ctx, input),
  '/login/customer/verify-code': (input, ctx) => signIn.verifyCode(ctx, input),
  '/login/customer/sign-up': (input, ctx) => signIn.signUp(ctx, input),
  '/wallet/me': (_input, ctx) => wallet.myCard(ctx),
  '/wallet/qr': (input, ctx) => myQr(ctx, input),
  '/wallet/logout': (_input, ctx) => wallet.logout(ctx),
  '/wallet/points': (input, ctx) => wallet.myPoints(ctx, input),
  '/wallet/profile': (_input, ctx) => wallet.myProfile(ctx),
  '/wallet/profile/update': (input, ctx) => wallet.updateProfile(ctx, input),
  '/wallet/delete-account': (_input, ctx) => wallet.deleteAccount(ctx),
} satisfies Partial<Handlers>;
