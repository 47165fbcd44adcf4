import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { nameTaken } from '../../../lib/name-taken.ts';
import * as repo from './shippingcosts.repository.ts';

type Fields = RouteParsedInput<'/client/shippingcosts/add'>;

const valuesOf = (input: Fields) => ({
  name: input.name,
  costCents: input.costCents,
  freeFromCents: input.freeFromCents ?? null,
  active: input.active,
});

export async function list(ctx: RequestContext) {
  return { shippingCosts: await repo.listShippingCosts(ctx.db, storeSessionOf(ctx).storeId) };
}

export async function add(ctx: RequestContext, input: Fields) {
  const { storeId } = storeSessionOf(ctx);
  const shippingCost = await repo
    .insertShippingCost(ctx.db, storeId, valuesOf(input))
    .catch(nameTaken('shipping_costs_name_uq', 'shippingCosts.nameTaken'));
  return { ...said('shippingCosts.created'), shippingCost };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/shippingcosts/update'>) {
  const { storeId } = storeSessionOf(ctx);
  const shippingCost = await repo
    .updateShippingCost(ctx.db, storeId, input.shippingCostId, valuesOf(input))
    .catch(nameTaken('shipping_costs_name_uq', 'shippingCosts.nameTaken'));
  if (!shippingCost) throw notFound('shippingCosts.notFound');
  return { ...said('shippingCosts.updated'), shippingCost };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/shippingcosts/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await repo.deleteShippingCost(ctx.db, storeId, input.shippingCostId))) {
    throw notFound('shippingCosts.notFound');
  }
  return said('shippingCosts.deleted');
}
