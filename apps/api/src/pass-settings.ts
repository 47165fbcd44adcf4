import { createPrivateKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/** What signs the Apple Wallet pass (a Pass Type ID certificate of the platform's Apple developer account). */
export interface ApplePassKeys {
  passTypeId: string;
  teamId: string;
  certPem: string;
  keyPem: string;
  /** Apple's intermediate (Worldwide Developer Relations), sent with the signature. */
  wwdrPem: string;
  /** Where pass updates are pushed (APNs; the Pass Type ID certificate is its client certificate). */
  apnsUrl: string;
}

/** What signs the Google Wallet save link (the platform's issuer and a service account's key). */
export interface GooglePassKeys {
  issuerId: string;
  clientEmail: string;
  privateKeyPem: string;
  /** Google Wallet's REST API and OAuth token endpoint (a test's stand-ins when set). */
  apiUrl: string;
  tokenUrl: string;
}

export const passSettingsSchema = {
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be a Pass Type ID, such as pass.com.example.card')
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Team ID')
    .optional(),
  APPLE_PASS_CERT_FILE: z.string().min(1).optional(),
  APPLE_PASS_KEY_FILE: z.string().min(1).optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT_FILE: z.string().min(1).optional(),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{5,30}$/, "must be the issuer's number")
    .optional(),
  GOOGLE_WALLET_KEY_FILE: z.string().min(1).optional(),
  APPLE_APNS_URL: z.string().url().default('https://api.push.apple.com'),
  GOOGLE_WALLET_API_URL: z.string().url().default('https://walletobjects.googleapis.com'),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
};

type PassEnv = { [K in keyof typeof passSettingsSchema]?: z.infer<(typeof passSettingsSchema)[K]> };

export class PassSettingsError extends Error {}

function readFile(name: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new PassSettingsError(`${name}: cannot read ${file} (${(error as Error).message})`);
  }
}

function certificate(name: string, file: string): string {
  const pem = readFile(name, file);
  try {
    new X509Certificate(pem);
  } catch {
    throw new PassSettingsError(`${name}: ${file} is not a PEM certificate`);
  }
  return pem;
}

function privateKey(name: string, file: string, pem: string, passphrase?: string): string {
  try {
    // Kept unencrypted in memory: node-forge signs with it.
    return createPrivateKey({ key: pem, passphrase }).export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new PassSettingsError(`${name}: ${file} is not a PEM private key (or its passphrase is wrong)`);
  }
}

/** Every one of a group set, or none: half a group is a mistake, said at start-up. */
function whole<K extends keyof PassEnv>(c: PassEnv, names: K[]): boolean {
  const set = names.filter((n) => c[n] !== undefined);
  if (set.length === 0) return false;
  if (set.length < names.length)
    throw new PassSettingsError(
      `${names.filter((n) => c[n] === undefined).join(', ')}: needed with ${set.join(', ')}`,
    );
  return true;
}

/** The wallet passes' keys, read from their files once; a group not set: that wallet's button is not shown. */
export function passKeysOf(
  c: PassEnv,
  resolve: (p: string) => string,
): { apple: ApplePassKeys | null; google: GooglePassKeys | null } {
  const apple = whole(c, [
    'APPLE_PASS_TYPE_ID',
    'APPLE_TEAM_ID',
    'APPLE_PASS_CERT_FILE',
    'APPLE_PASS_KEY_FILE',
    'APPLE_WWDR_CERT_FILE',
  ])
    ? {
        passTypeId: c.APPLE_PASS_TYPE_ID!,
        teamId: c.APPLE_TEAM_ID!,
        certPem: certificate('APPLE_PASS_CERT_FILE', resolve(c.APPLE_PASS_CERT_FILE!)),
        keyPem: privateKey(
          'APPLE_PASS_KEY_FILE',
          c.APPLE_PASS_KEY_FILE!,
          readFile('APPLE_PASS_KEY_FILE', resolve(c.APPLE_PASS_KEY_FILE!)),
          c.APPLE_PASS_KEY_PASSPHRASE,
        ),
        wwdrPem: certificate('APPLE_WWDR_CERT_FILE', resolve(c.APPLE_WWDR_CERT_FILE!)),
        apnsUrl: (c.APPLE_APNS_URL ?? 'https://api.push.apple.com').replace(/\/$/, ''),
      }
    : null;
  let google: GooglePassKeys | null = null;
  if (whole(c, ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_KEY_FILE'])) {
    const file = resolve(c.GOOGLE_WALLET_KEY_FILE!);
    const account = z.object({ client_email: z.string().email(), private_key: z.string().min(1) }).safeParse(
      (() => {
        try {
          return JSON.parse(readFile('GOOGLE_WALLET_KEY_FILE', file));
        } catch (error) {
          if (error instanceof PassSettingsError) throw error;
          return null;
        }
      })(),
    );
    if (!account.success)
      throw new PassSettingsError(
        `GOOGLE_WALLET_KEY_FILE: ${file} is not a service account's JSON key (client_email, private_key)`,
      );
    google = {
      issuerId: c.GOOGLE_WALLET_ISSUER_ID!,
      clientEmail: account.data.client_email,
      privateKeyPem: privateKey('GOOGLE_WALLET_KEY_FILE', file, account.data.private_key),
      apiUrl: (c.GOOGLE_WALLET_API_URL ?? 'https://walletobjects.googleapis.com').replace(/\/$/, ''),
      tokenUrl: c.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    };
  }
  return { apple, google };
}
