import {
  type FieldLimits,
  objectLimits,
  type WalletAppRoutes,
  type WalletPath,
  walletPublicRoutes,
  walletRoutes,
} from '@premia/contract';

type InputKey<P extends WalletPath> = keyof WalletAppRoutes[P]['input']['shape'] & string;

const wallet: Pick<WalletAppRoutes, keyof typeof walletRoutes | keyof typeof walletPublicRoutes> = {
  ...walletRoutes,
  ...walletPublicRoutes,
};

/**
 * The text limits of a wallet route's input as its contract schema checks them, for the native inputs
 * that send it (`<input {...limits.note} />`): the wallet's small equivalent of the web's formFields.
 */
export function inputLimits<P extends keyof typeof wallet>(
  path: P,
): Record<InputKey<P>, FieldLimits['text']> {
  const limits = objectLimits(wallet[path].input) as Record<string, FieldLimits>;
  return Object.fromEntries(Object.entries(limits).map(([key, field]) => [key, field.text])) as Record<
    InputKey<P>,
    FieldLimits['text']
  >;
}
