import type { Translation } from '@premia/contract';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';

/** The platform's offer categories (admin); stores see those with a Spanish text (spec §3). */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  image: text('image'),
  translations: jsonb('translations').$type<Translation[]>().notNull().default([]),
  createdAt: createdAt(),
});
