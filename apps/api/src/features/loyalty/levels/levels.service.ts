import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { nameTaken } from '../../../lib/name-taken.ts';
import { placeAllCustomers } from '../ledger/index.ts';
import { deleteLevel, insertLevel, listLevels, setPositions, updateLevel } from './levels.repository.ts';

async function levelView(ctx: RequestContext, storeId: number, id: number) {
  return (await listLevels(ctx.db, storeId)).find((l) => l.id === id)!;
}

export async function list(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { levels: await listLevels(ctx.db, storeId) };
}

async function assertFreeMinimum(ctx: RequestContext, storeId: number, minPoints: number, exceptId?: number) {
  const clash = (await listLevels(ctx.db, storeId)).find(
    (l) => l.minPoints === minPoints && l.id !== exceptId,
  );
  if (clash) throw conflict('levels.thresholdTaken', { name: clash.name, minPoints });
}

export async function add(ctx: RequestContext, input: RouteParsedInput<'/client/levels/add'>) {
  const { storeId } = storeSessionOf(ctx);
  await assertFreeMinimum(ctx, storeId, input.minPoints);
  const id = await ctx.db
    .transaction(async (tx) => {
      const levelId = await insertLevel(tx, { storeId, ...input, benefits: input.benefits ?? null });
      await placeAllCustomers(tx, storeId);
      return levelId;
    })
    .catch(nameTaken('customer_levels_name_uq', 'levels.nameTaken'));
  return { ...said('levels.created'), level: await levelView(ctx, storeId, id) };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/levels/update'>) {
  const { storeId } = storeSessionOf(ctx);
  await assertFreeMinimum(ctx, storeId, input.minPoints, input.levelId);
  const { levelId, ...values } = input;
  await ctx.db
    .transaction(async (tx) => {
      if (!(await updateLevel(tx, storeId, levelId, { ...values, benefits: values.benefits ?? null }))) {
        throw notFound('levels.notFound');
      }
      await placeAllCustomers(tx, storeId);
    })
    .catch(nameTaken('customer_levels_name_uq', 'levels.nameTaken'));
  return { ...said('levels.updated'), level: await levelView(ctx, storeId, levelId) };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/levels/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteLevel(tx, storeId, input.levelId))) throw notFound('levels.notFound');
    await placeAllCustomers(tx, storeId);
  });
  return said('levels.deleted');
}

export async function reorder(ctx: RequestContext, input: RouteParsedInput<'/client/levels/reorder'>) {
  const { storeId } = storeSessionOf(ctx);
  const current = await listLevels(ctx.db, storeId);
  const known = new Set(current.map((l) => l.id));
  if (input.levelIds.some((id) => !known.has(id))) throw notFound('levels.notFound');
  const ids = [...new Set(input.levelIds)];
  const rest = current.map((l) => l.id).filter((id) => !ids.includes(id));
  await ctx.db.transaction((tx) => setPositions(tx, storeId, [...ids, ...rest]));
  return { ...said('levels.reordered'), levels: await listLevels(ctx.db, storeId) };
}
