import { said } from '@premia/contract';
import type { Deps, RequestContext } from '../../../lib/context.ts';
import { customerSessionOf } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findStore } from '../../account/stores/index.ts';
import { cardOf } from '../wallet/index.ts';
import { applePass } from './apple-pass.ts';
import { googleSaveUrl } from './google-pass.ts';
import { passLinkSigned, passLinkToken, readPassLinkToken } from './pass-link.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The store's logo when it is a PNG, the only kind Apple Wallet shows. */
async function logoPng(deps: Deps, logo: string | null): Promise<Buffer | null> {
  if (!logo) return null;
  const bytes = await deps.storage.read(logo).catch(() => null);
  return bytes?.subarray(0, 4).equals(PNG) ? bytes : null;
}

/**
 * The links of «Agregar a Apple Wallet» and «Guardar en Google Wallet» for the signed-in customer's card:
 * null for a wallet the platform has no keys for (the wallet app then shows no button).
 */
export async function myPassLinks(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const { config } = ctx.deps;
  const { apple, google } = config.passes;
  const [card, store] = await Promise.all([cardOf(ctx.db, storeId, customerId), findStore(ctx.db, storeId)]);
  if (!card || !store) throw notFound('customers.notFound');
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

/** The .pkpass a download link names, made now (the balance as it is); null: no such link, or expired. */
export async function applePassOfLink(deps: Deps, token: string): Promise<Buffer | null> {
  const apple = deps.config.passes.apple;
  const link = readPassLinkToken(token);
  if (!apple || !link) return null;
  const [card, store] = await Promise.all([
    cardOf(deps.db, link.storeId, link.customerId),
    findStore(deps.db, link.storeId),
  ]);
  if (!card || !store || !(await passLinkSigned(deps.db, link))) return null;
  return applePass({ ...link, card, logoPng: await logoPng(deps, store.logo) }, apple);
}

export const passNotFound = () => said('passes.linkExpired');
