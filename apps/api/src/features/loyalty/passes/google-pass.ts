import type { WalletCard } from '@premia/contract';
import type { GooglePassKeys } from '../../../pass-settings.ts';
import { signJwt } from './jwt.ts';
import { PASS_COLOURS, PASS_LABELS, passBarcode, passSerial } from './pass-look.ts';

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
        id: googleObjectId(keys, of.storeId, of.customerId),
        classId,
        state: 'ACTIVE',
        accountId: of.card.clientCode,
        accountName: of.card.customerName,
        ...googlePoints(of.card.balance, of.card.level?.name ?? null),
        barcode: { type: 'QR_CODE', value: passBarcode(of.card), alternateText: of.card.clientCode },
      },
    ],
  };
}

/** The customer's object in Google Wallet: the issuer's number and the card's serial. */
export const googleObjectId = (keys: GooglePassKeys, storeId: number, customerId: number) =>
  `${keys.issuerId}.${passSerial(storeId, customerId)}`;

/** What changes on the customer's object when the balance or the level does. */
export function googlePoints(balance: number, level: string | null) {
  return {
    loyaltyPoints: { label: PASS_LABELS.points, balance: { int: balance } },
    ...(level ? { secondaryLoyaltyPoints: { label: PASS_LABELS.level, balance: { string: level } } } : {}),
  };
}

/** «Guardar en Google Wallet»'s link: a JWT signed (RS256) with the platform's service account. */
export function googleSaveUrl(of: GooglePassOf, keys: GooglePassKeys): string {
  const jwt = signJwt(
    {
      iss: keys.clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(Date.now() / 1000),
      origins: [of.origin],
      payload: googleLoyalty(of, keys),
    },
    keys.privateKeyPem,
  );
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
