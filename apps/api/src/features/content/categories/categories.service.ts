import { type LanguageCode, nameFor, type RouteParsedInput, said, textIn } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { nameTaken } from '../../../lib/name-taken.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import {
  type CategoryRow,
  deleteCategory,
  insertCategory,
  listCategories,
  listSpanishCategories,
  updateCategory,
} from './categories.repository.ts';

function adminView(row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    translations: row.translations,
    listed: textIn(row.translations, 'es') !== undefined,
  };
}

function values(input: RouteParsedInput<'/admin/category/add'>) {
  return { name: input.name, image: input.image || null, translations: input.translations };
}

export async function adminList(deps: Deps) {
  return { categories: (await listCategories(deps.db)).map(adminView) };
}

export async function add(deps: Deps, input: RouteParsedInput<'/admin/category/add'>) {
  const row = await insertCategory(deps.db, values(input)).catch(
    nameTaken('categories_name_uq', 'categories.nameTaken'),
  );
  return { ...said('categories.created'), category: adminView(row) };
}

export async function update(deps: Deps, input: RouteParsedInput<'/admin/category/update'>) {
  const row = await updateCategory(deps.db, input.categoryId, values(input)).catch(
    nameTaken('categories_name_uq', 'categories.nameTaken'),
  );
  if (!row) throw notFound('categories.notFound');
  return { ...said('categories.updated'), category: adminView(row) };
}

export async function remove(deps: Deps, input: RouteParsedInput<'/admin/category/delete'>) {
  let deleted: boolean;
  try {
    deleted = await deleteCategory(deps.db, input.categoryId);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('categories.inUse');
    throw error;
  }
  if (!deleted) throw notFound('categories.notFound');
  return said('categories.deleted');
}

/** Stores see the categories that have a Spanish text, named by it (spec §3, §9). */
export async function storeList(deps: Deps, language: LanguageCode = 'es') {
  const rows = await listSpanishCategories(deps.db);
  return {
    categories: rows.map((row) => ({
      id: row.id,
      name: textIn(row.translations, 'es')!,
      label: nameFor(row, language),
      image: row.image,
    })),
  };
}
