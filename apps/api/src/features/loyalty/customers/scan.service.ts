import { type Customer, clientCodeIdsInAnyCase, type RouteParsedInput } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { findStore } from '../../account/stores/index.ts';
import { verifiedScan } from '../qr-codes/index.ts';
import { findCustomer, findCustomersByIds } from './customers.repository.ts';

/** The customers a client code typed in any case names: the one written exactly so first. */
export async function customersOfCode(db: DbOrTx, storeId: number, code: string): Promise<Customer[]> {
  const found = await findCustomersByIds(db, storeId, clientCodeIdsInAnyCase(code));
  const exact = found.filter((c) => c.clientCode === code.trim());
  return [...exact, ...found.filter((c) => c.clientCode !== code.trim())];
}

/**
 * What the counter read or staff typed (docs/SECURITY.md, "Card and reward QR"): a signed QR names its
 * one customer once checked; a typed code names every customer it may mean, for staff to choose by name.
 */
export async function scan(ctx: RequestContext, input: RouteParsedInput<'/client/customer/scan'>) {
  const { storeId } = storeSessionOf(ctx);
  const scanned = await verifiedScan(ctx.db, storeId, input.code);
  if (!scanned) throw notFound('customers.notFound');
  const rewardId = scanned.kind === 'card' || scanned.kind === 'code' ? null : scanned.rewardId;
  if (rewardId !== null && !(await findStore(ctx.db, storeId))?.qrReward) throw invalid('scan.rewardQrOff');
  const signed = 'customerId' in scanned;
  const found = signed
    ? [await findCustomer(ctx.db, storeId, scanned.customerId)].filter((c): c is Customer => c !== undefined)
    : await customersOfCode(ctx.db, storeId, scanned.code);
  if (found.length === 0) throw notFound('customers.notFound');
  return { customers: found, rewardId, signed };
}
