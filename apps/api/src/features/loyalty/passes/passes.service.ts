import { said } from '@premia/contract';
import type { Deps, RequestContext } from '../../../lib/context.ts';
import { customerSessionOf } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findStore } from '../../account/stores/index.ts';
import { cardOf } from '../wallet/index.ts';
import { applePass } from './apple-pass.ts';
import { googleSaveUrl } from './google-pass.ts';
import { passAuthToken, passLinkSigned, passLinkToken, readPassLinkToken } from './pass-link.ts';
import { passSerial } from './pass-look.ts';
import { recordShown } from './passes.repository.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** Apple's web service for the passes (passes.web-service.ts), under the pass download's path. */
export const appleWebServiceUrl = (publicUrl: string) => `${publicUrl}/passes/apple`;

/** The store's logo when it is a PNG, the only kind Apple Wallet shows. */
async function logoPng(deps: Deps, logo: string | null): Promise<Buffer | null> {
  if (!logo) return null;
  const bytes = await deps.storage.read(logo).catch(() => null);
  return bytes?.subarray(0, 4).equals(PNG) ? bytes : null;
}

/**
 * The links of «Agregar a Apple Wallet» and «Guardar en Google Wallet» for the signed-in customer's card:
 * null for a wallet the platform has no keys for (the wallet app then shows no button). The Google card
 * is counted as given from here: the refresh job updates it (and forgets it if it was never saved).
 */
export async function myPassLinks(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const { config } = ctx.deps;
  const { apple, google } = config.passes;
  const [card, store] = await Promise.all([cardOf(ctx.db, storeId, customerId), findStore(ctx.db, storeId)]);
  if (!card || !store) throw notFound('customers.notFound');
  if (google) await recordShown(ctx.db, storeId, customerId, 'google');
  return {
    apple: apple
      ? `${config.publicUrl}/passes/apple/${await passLinkToken(ctx.db, storeId, customerId)}`
      : null,
    google: google
      ? googleSaveUrl(
          {
            storeId,
            customerId,
            card,
            logoUrl: `${config.publicUrl}${store.logo ?? '/w/icon-512.png'}`,
            origin: config.publicUrl,
          },
          google,
        )
      : null,
  };
}

/**
 * The customer's .pkpass as it is now, and when it last changed; null: no such customer (or no keys).
 * Given to the download link and to Apple's «latest pass».
 */
export async function currentApplePass(deps: Deps, storeId: number, customerId: number) {
  const apple = deps.config.passes.apple;
  if (!apple) return null;
  const [card, store] = await Promise.all([
    cardOf(deps.db, storeId, customerId),
    findStore(deps.db, storeId),
  ]);
  if (!card || !store) return null;
  const updatedAt = (await recordShown(deps.db, storeId, customerId, 'apple')) ?? new Date();
  const authenticationToken = await passAuthToken(deps.db, storeId, passSerial(storeId, customerId));
  const pass = applePass(
    {
      storeId,
      customerId,
      card,
      logoPng: await logoPng(deps, store.logo),
      webService: { url: appleWebServiceUrl(deps.config.publicUrl), authenticationToken },
    },
    apple,
  );
  return { pass, updatedAt };
}

/** The .pkpass a download link names; null: no such link, expired, or altered. */
export async function applePassOfLink(deps: Deps, token: string) {
  const link = readPassLinkToken(token);
  if (!deps.config.passes.apple || !link) return null;
  const card = await cardOf(deps.db, link.storeId, link.customerId);
  if (!card || !(await passLinkSigned(deps.db, link))) return null;
  return currentApplePass(deps, link.storeId, link.customerId);
}

export const passNotFound = () => said('passes.linkExpired');
