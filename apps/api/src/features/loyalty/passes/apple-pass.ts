import type { WalletCard } from '@premia/contract';
import { solidPng } from '../../../lib/png.ts';
import type { ApplePassKeys } from '../../../pass-settings.ts';
import { PASS_COLOURS, PASS_LABELS, passBarcode, passSerial } from './pass-look.ts';
import { pkpass } from './pkpass.ts';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

export interface ApplePassOf {
  storeId: number;
  customerId: number;
  card: WalletCard;
  /** The store's logo when it is a PNG (Apple Wallet takes no other kind); else the store's name only. */
  logoPng: Buffer | null;
  /** Where the device registers for updates and fetches the latest pass, and the pass's token there. */
  webService: { url: string; authenticationToken: string };
}

/** pass.json of the customer's card: a store card with the balance, the level and the client code's QR. */
export function applePassJson({ storeId, customerId, card, webService }: ApplePassOf, keys: ApplePassKeys) {
  return {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeId,
    teamIdentifier: keys.teamId,
    serialNumber: passSerial(storeId, customerId),
    webServiceURL: webService.url,
    authenticationToken: webService.authenticationToken,
    organizationName: card.storeName,
    description: `${card.storeName}: ${PASS_LABELS.points}`,
    logoText: card.storeName,
    backgroundColor: rgb(PASS_COLOURS.background),
    foregroundColor: rgb(PASS_COLOURS.foreground),
    labelColor: rgb(PASS_COLOURS.label),
    storeCard: {
      primaryFields: [{ key: 'balance', label: PASS_LABELS.points, value: card.balance }],
      secondaryFields: [{ key: 'customer', label: PASS_LABELS.customer, value: card.customerName }],
      auxiliaryFields: card.level ? [{ key: 'level', label: PASS_LABELS.level, value: card.level.name }] : [],
      backFields: [{ key: 'code', label: PASS_LABELS.code, value: card.clientCode }],
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: passBarcode(card),
        messageEncoding: 'iso-8859-1',
        altText: card.clientCode,
      },
    ],
  };
}

/** The signed .pkpass of the customer's card. */
export function applePass(of: ApplePassOf, keys: ApplePassKeys): Buffer {
  const icon = solidPng(29, PASS_COLOURS.background);
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(applePassJson(of, keys))),
    'icon.png': icon,
    'icon@2x.png': solidPng(58, PASS_COLOURS.background),
  };
  if (of.logoPng) files['logo.png'] = of.logoPng;
  return pkpass(files, keys);
}
