import type { RouteParsedInput } from '@premia/contract';
import { customerSessionOf, type RequestContext } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { findStore } from '../../account/stores/index.ts';
import { walletQr } from '../qr-codes/index.ts';
import { findReward } from '../rewards/index.ts';

/** The signed QR of the customer's card, or of one of the store's rewards where it redeems by QR. */
export async function myQr(ctx: RequestContext, input: RouteParsedInput<'/wallet/qr'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  if (input.rewardId !== undefined) {
    const [store, reward] = await Promise.all([
      findStore(ctx.db, storeId),
      findReward(ctx.db, storeId, input.rewardId),
    ]);
    if (!reward) throw notFound('rewards.notFound');
    if (!store?.qrReward) throw invalid('scan.rewardQrOff');
  }
  return walletQr(ctx.db, storeId, customerId, input.rewardId);
}
