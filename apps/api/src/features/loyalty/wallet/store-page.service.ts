import { localToday, type PublicStore, type RouteParsedInput } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { listLocations } from '../../account/locations/index.ts';
import { findOpenStoreByAddress } from '../../account/stores/index.ts';
import { hasProductsOnSale } from '../../shop/products/index.ts';
import { listLevels } from '../levels/index.ts';
import { listRewards } from '../rewards/index.ts';

/** The open store at a wallet address; an unknown, inactive or deleted one is a 404 the wallet shows. */
export async function openStoreAt(db: DbOrTx, address: { countryCode: string; slug: string }) {
  const found = await findOpenStoreByAddress(db, address.countryCode, address.slug);
  if (!found) throw notFound('wallet.storeNotFound');
  return found;
}

/** Today in the store's time zone, YYYY-MM-DD. */

/** The store's public page: no personal data, nothing a customer of another store could not see. */
export async function storePage(
  ctx: RequestContext,
  input: RouteParsedInput<'/general/store'>,
): Promise<{ store: PublicStore }> {
  const { store, countryCode, currencySymbol } = await openStoreAt(ctx.db, input);
  const today = localToday(store.timeZone);
  const [locations, rewards, levels, shopOpen] = await Promise.all([
    listLocations(ctx.db, store.id),
    listRewards(ctx.db, store.id, true),
    listLevels(ctx.db, store.id),
    hasProductsOnSale(ctx.db, store.id),
  ]);
  return {
    store: {
      name: store.name,
      logo: store.logo,
      description: store.description,
      phone: store.phone,
      phoneCode: store.phoneCode,
      email: store.email,
      countryCode: countryCode.toLowerCase(),
      slug: store.slug,
      currencyCode: store.currencyCode,
      currencySymbol,
      timeZone: store.timeZone,
      useConversion: store.useConversion,
      conversionPoints: store.conversionPoints,
      conversionMoney: store.conversionMoneyCents / 100,
      welcomePoints: store.welcomePoints,
      requestReward: store.requestReward,
      rewardRequestInfo: store.rewardRequestInfo,
      qrReward: store.qrReward,
      ordersLink: store.ordersLink,
      shopOpen,
      referralsOn: store.referralsOn,
      locations: locations.map((l) => ({
        id: l.id,
        name: l.name,
        address: l.address,
        city: l.cityName,
        openingHours: l.openingHours,
      })),
      rewards: rewards
        .filter((r) => (!r.validFrom || r.validFrom <= today) && (!r.validUntil || r.validUntil >= today))
        .filter((r) => r.stock === null || r.stock > 0)
        .map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          pointsCost: r.pointsCost,
          image: r.image,
        })),
      levels: levels.map((l) => ({ id: l.id, name: l.name, color: l.color, minPoints: l.minPoints })),
    },
  };
}
