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
 * The customer's Apple pass as it is now: when it last changed, and the .pkpass, made only when asked
 * (a device whose pass has not changed gets a 304, nothing signed); null: no such customer, no keys, or
 * `allowed` (the link's signature, checked once the store is known to exist) said no.
 */
export async function currentApplePass(
  deps: Deps,
  storeId: number,
  customerId: number,
  allowed: () => Promise<boolean> = async () => true,
) {
  const apple = deps.config.passes.apple;
  if (!apple) return null;
  const [card, store] = await Promise.all([
    cardOf(deps.db, storeId, customerId),
    findStore(deps.db, storeId),
  ]);
  if (!card || !store || !(await allowed())) return null;
  const updatedAt = (await recordShown(deps.db, storeId, customerId, 'apple')) ?? new Date();
  const pass = async () =>
    applePass(
      {
        storeId,
        customerId,
        card,
        logoPng: await logoPng(deps, store.logo),
        webService: {
          url: appleWebServiceUrl(deps.config.publicUrl),
          authenticationToken: await passAuthToken(deps.db, storeId, passSerial(storeId, customerId)),
        },
      },
      apple,
    );
  return { pass, updatedAt };
}

/** The .pkpass a download link names; null: no such link, expired, or altered. */
export async function applePassOfLink(deps: Deps, token: string) {
  const link = readPassLinkToken(token);
  if (!link) return null;
  const current = await currentApplePass(deps, link.storeId, link.customerId, () =>
    passLinkSigned(deps.db, link),
  );
  return current ? current.pass() : null;
}

export const passNotFound = () => said('passes.linkExpired');
