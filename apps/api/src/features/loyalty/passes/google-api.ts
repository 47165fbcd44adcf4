import type { GooglePassKeys } from '../../../pass-settings.ts';
import { signJwt } from './jwt.ts';

const TIMEOUT_MS = 10_000;
const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** An OAuth access token of the service account (JWT bearer grant), for one refresh run. */
export async function googleAccessToken(keys: GooglePassKeys): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const assertion = signJwt(
    { iss: keys.clientEmail, scope: SCOPE, aud: keys.tokenUrl, iat: now, exp: now + 3600 },
    keys.privateKeyPem,
  );
  const response = await fetch(keys.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { access_token?: string } | null;
  if (!response.ok || !body?.access_token) throw new Error(`Google OAuth answered ${response.status}`);
  return body.access_token;
}

/** Patches the customer's loyalty object; the answer's status (404: never saved by the customer). */
export async function patchLoyaltyObject(
  keys: GooglePassKeys,
  accessToken: string,
  objectId: string,
  patch: object,
): Promise<number> {
  const response = await fetch(
    `${keys.apiUrl}/walletobjects/v1/loyaltyObject/${encodeURIComponent(objectId)}`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(patch),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  );
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
