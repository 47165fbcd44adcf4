import { createHash } from 'node:crypto';
import { SQL, StringChunk, sql } from 'drizzle-orm';
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
 * Text and values of `query` when it is made only of text, nested SQL and plain values (what a hot
 * statement is made of), else null. The same text drizzle's renderer gives ($1, $2… in order), at a
 * fraction of its cost: drizzle checks each part against a dozen kinds of thing (columns, tables,
 * views…) through its prototype chain, and rendered the counter's statement on every call for more
 * than a tenth of the API's CPU.
 */
export function renderPlain(query: SQL): { text: string; params: unknown[] } | null {
  const parts: string[] = [];
  const params: unknown[] = [];
  const walk = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) parts.push(chunk.value.join(''));
      else if (chunk instanceof SQL) {
        // (drizzle keeps whether a part inlines its values private)
        const inline = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
        if (inline || !walk(chunk.queryChunks)) return false;
      } else if (chunk === undefined) continue;
      else if (isPlainValue(chunk)) {
        params.push(chunk);
        parts.push(`$${params.length}`);
      } else return false;
    }
    return true;
  };
  return walk(query.queryChunks) ? { text: parts.join(''), params } : null;
}

/** A value drizzle sends as one parameter as it is (not a list, column, table or SQL part). */
function isPlainValue(value: unknown): boolean {
  const type = typeof value;
  return (
    value === null ||
    type === 'number' ||
    type === 'string' ||
    type === 'boolean' ||
    type === 'bigint' ||
    value instanceof Date ||
    Buffer.isBuffer(value)
  );
}

/** The text and values of a statement: renderPlain when it can, else drizzle's renderer. */
export function render(query: SQL): { text: string; params: unknown[] } {
  const plain = renderPlain(query);
  if (plain) return plain;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
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
  const { text, params } = render(query);
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
