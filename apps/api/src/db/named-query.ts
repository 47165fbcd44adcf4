import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './database.ts';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** The pg pool (or, inside a transaction, its client) under a drizzle handle. */
function clientOf(db: DbOrTx): pg.Pool | pg.PoolClient {
  // drizzle keeps it on its session; the public API has no named statements for raw SQL.
  return (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session.client;
}

/**
 * Runs a hot statement as a named prepared statement. PostgreSQL then parses and plans it once per
 * connection instead of on every call: for the one-statement points change, planning cost more than
 * running it. Only for statements whose best plan does not depend on the values (lookups by key);
 * the name comes from the text, so each shape of a statement is prepared once.
 */
export async function executeNamed<T extends pg.QueryResultRow>(
  db: DbOrTx,
  query: SQL,
): Promise<pg.QueryResult<T>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return clientOf(db).query<T>({ name, text, values: params as unknown[] });
}

/**
 * A fixed part of a hot statement, rendered to text once. Drizzle renders a column reference slowly,
 * and a hot statement's fixed parts would otherwise be rendered again on every call. Only for parts
 * without values.
 */
export function frozen(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`a frozen SQL part has values: ${text}`);
  return sql.raw(text);
}
