import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import {
  deleteStoreType,
  findStoreTypeWithUse,
  insertStoreType,
  listStoreTypesWithUse,
  updateStoreType,
} from './store-types.repository.ts';

function values(input: RouteParsedInput<'/admin/storetype/add'>) {
  return { name: input.name, image: input.image || null, translations: input.translations };
}

export async function list(deps: Deps) {
  return { storetypes: await listStoreTypesWithUse(deps.db) };
}

export async function add(deps: Deps, input: RouteParsedInput<'/admin/storetype/add'>) {
  const id = await insertStoreType(deps.db, values(input));
  return { ...said('storeTypes.created'), storetype: (await findStoreTypeWithUse(deps.db, id))! };
}

export async function update(deps: Deps, input: RouteParsedInput<'/admin/storetype/update'>) {
  if (!(await updateStoreType(deps.db, input.storetypeId, values(input))))
    throw notFound('storeTypes.notFound');
  return {
    ...said('storeTypes.updated'),
    storetype: (await findStoreTypeWithUse(deps.db, input.storetypeId))!,
  };
}

/** A type stores use stays: the foreign key refuses, so a store registered meanwhile is seen too. */
export async function remove(deps: Deps, input: RouteParsedInput<'/admin/storetype/delete'>) {
  let deleted: boolean;
  try {
    deleted = await deleteStoreType(deps.db, input.storetypeId);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('storeTypes.inUse');
    throw error;
  }
  if (!deleted) throw notFound('storeTypes.notFound');
  return said('storeTypes.deleted');
}
