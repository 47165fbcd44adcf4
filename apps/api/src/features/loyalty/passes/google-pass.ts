import { createSign } from 'node:crypto';
import type { WalletCard } from '@premia/contract';
import type { GooglePassKeys } from '../../../pass-settings.ts';
import { PASS_COLOURS, PASS_LABELS, passBarcode, passSerial } from './pass-look.ts';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export interface GooglePassOf {
  storeId: number;
  customerId: number;
  card: WalletCard;
  /** Where the store's logo (or Premia's icon) is served: Google Wallet fetches it. */
  logoUrl: string;
  /** The site the link is opened from (the wallet app's). */
  origin: string;
}

/** The loyalty class (the store's programme) and object (the customer's card) of the save link. */
export function googleLoyalty(of: GooglePassOf, keys: GooglePassKeys) {
  const classId = `${keys.issuerId}.premia-store-${of.storeId}`;
  return {
    loyaltyClasses: [
      {
        id: classId,
        issuerName: of.card.storeName,
        programName: of.card.storeName,
        programLogo: { sourceUri: { uri: of.logoUrl } },
        hexBackgroundColor: PASS_COLOURS.background,
        reviewStatus: 'UNDER_REVIEW',
      },
    ],
    loyaltyObjects: [
      {
        id: `${keys.issuerId}.${passSerial(of.storeId, of.customerId)}`,
        classId,
        state: 'ACTIVE',
        accountId: of.card.clientCode,
        accountName: of.card.customerName,
        loyaltyPoints: { label: PASS_LABELS.points, balance: { int: of.card.balance } },
        ...(of.card.level
          ? { secondaryLoyaltyPoints: { label: PASS_LABELS.level, balance: { string: of.card.level.name } } }
          : {}),
        barcode: { type: 'QR_CODE', value: passBarcode(of.card), alternateText: of.card.clientCode },
      },
    ],
  };
}

/** «Guardar en Google Wallet»'s link: a JWT signed (RS256) with the platform's service account. */
export function googleSaveUrl(of: GooglePassOf, keys: GooglePassKeys): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: keys.clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(Date.now() / 1000),
      origins: [of.origin],
      payload: googleLoyalty(of, keys),
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(keys.privateKeyPem);
  return `https://pay.google.com/gp/v/save/${header}.${claims}.${base64url(signature)}`;
}
