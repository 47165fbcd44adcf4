import type { WalletCard } from '@premia/contract';

/** The card's colours in both wallets: the wallet app's teal (its --brand), white text. */
export const PASS_COLOURS = { background: '#0f766e', foreground: '#ffffff', label: '#e6f4f1' };

/** The card's labels, in Spanish as the store's wallet speaks it. */
export const PASS_LABELS = {
  points: 'Puntos',
  level: 'Nivel',
  customer: 'Cliente',
  code: 'Código de cliente',
};

/**
 * What the counter scans from a pass: the client code. A pass is not refreshed every two minutes as the
 * wallet's signed QR is, so it carries what the customer could say aloud at the counter, nothing more.
 */
export const passBarcode = (card: WalletCard) => card.clientCode;

/** The card's one identity in both wallets: a customer of a store. */
export const passSerial = (storeId: number, customerId: number) => `premia-${storeId}-${customerId}`;

const SERIAL = /^premia-([1-9][0-9]{0,9})-([1-9][0-9]{0,9})$/;

/** The store and customer a serial names, or null. */
export function readSerial(serial: string): { storeId: number; customerId: number } | null {
  const match = SERIAL.exec(serial);
  if (!match) return null;
  const [storeId, customerId] = [Number(match[1]), Number(match[2])];
  return storeId <= 2_147_483_647 && customerId <= 2_147_483_647 ? { storeId, customerId } : null;
}
