import { createHash } from 'node:crypto';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './database.ts';
import { runGathered } from './gathered-statements.ts';

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
 * A statement's shape: its text parts and the places of its values, in order. The shapes already met
 * are kept as a tree walked part by part (each step one lookup of a part's text, which the engine
 * hashes once per string), so a call finds its statement's text and name without joining the text
 * and hashing it again: for the counter's statement (8,000 characters, 70 values) that was a fifth of
 * building it. A shape is the statement's text, so the tree holds no more than the named statements.
 */
interface Shape {
  parts: Map<string, Shape>;
  value?: Shape;
  named?: { name: string; text: string };
}
const shapes: Shape = { parts: new Map() };

/** The values of `query` and the node of its shape, or null when it is not plain (see renderPlain). */
function shapeOf(query: SQL): { shape: Shape; params: unknown[] } | null {
  const params: unknown[] = [];
  let shape = shapes;
  const walk = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) {
        for (const part of chunk.value) {
          let next = shape.parts.get(part);
          if (!next) {
            next = { parts: new Map() };
            shape.parts.set(part, next);
          }
          shape = next;
        }
      } else if (chunk instanceof SQL) {
        const inline = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
        if (inline || !walk(chunk.queryChunks)) return false;
      } else if (chunk === undefined) continue;
      else if (isPlainValue(chunk)) {
        params.push(chunk);
        shape.value ??= { parts: new Map() };
        shape = shape.value;
      } else return false;
    }
    return true;
  };
  return walk(query.queryChunks) ? { shape, params } : null;
}

/** A statement's name: from its text, so each shape of a statement is prepared once per connection. */
const nameOf = (text: string) => `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

/** The name, text and values of a hot statement, its text rendered once per shape. */
function namedOf(query: SQL): { name: string; text: string; values: unknown[] } {
  const plain = shapeOf(query);
  if (plain) {
    // A shape met for the first time is rendered once; its text and name are kept on it.
    plain.shape.named ??= (({ text }) => ({ text, name: nameOf(text) }))(renderPlain(query)!);
    return { ...plain.shape.named, values: plain.params };
  }
  const { text, params } = render(query);
  let name = names.get(text);
  if (!name) {
    name = nameOf(text);
    names.set(text, name);
  }
  return { name, text, values: params };
}

/**
 * Runs a hot statement as a named prepared statement. PostgreSQL then parses and plans it once per
 * connection instead of on every call: for the one-statement points change, planning cost more than
 * running it. Only for statements whose best plan does not depend on the values (lookups by key).
 */
export async function executeNamed<T extends pg.QueryResultRow>(
  db: DbOrTx,
  query: SQL,
): Promise<pg.QueryResult<T>> {
  return clientOf(db).query<T>(namedOf(query));
}

/**
 * executeNamed for a store's one-statement change outside a transaction: gathered with the store's
 * concurrent ones into one round trip and one commit (gathered-statements.ts). In a transaction it runs
 * there, as executeNamed. `writesStoreRow`: it writes the store's own row too (a redemption).
 */
export async function executeGathered<T extends pg.QueryResultRow>(
  db: DbOrTx,
  at: { storeId: number; customerId: number; writesStoreRow?: boolean },
  query: SQL,
): Promise<pg.QueryResult<T>> {
  const client = clientOf(db);
  const statement = namedOf(query);
  if (!(client instanceof pg.Pool)) return client.query<T>(statement);
  return runGathered(client, at.storeId, {
    ...statement,
    lockOrder: at.customerId,
    writesStoreRow: at.writesStoreRow ?? false,
  }) as Promise<pg.QueryResult<T>>;
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
