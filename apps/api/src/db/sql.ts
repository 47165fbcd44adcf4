import { sql as drizzleSql, is, SQL, StringChunk, Table } from 'drizzle-orm';

/**
 * The drizzle-orm release fastSql was checked against (sql.test.ts): it writes SQL's private
 * `queryChunks`, so package.json pins that release and the test fails on another.
 */
export const DRIZZLE_VERSION_CHECKED = '0.45.4';

const textParts = new WeakMap<TemplateStringsArray, StringChunk[]>();

/**
 * drizzle's sql`…` tag, giving the same SQL, for the files whose statements run on every counter call.
 * drizzle's makes a new part for each text piece of the template on every call, then checks every part
 * against its Table class through the prototype chain: a quarter of the API's time spent building the
 * counter's statement (docs/PERFORMANCE.md). Here the text pieces of each template are made once (a
 * template's pieces are the same object on every call, and a part is never changed once made), and
 * only the values are checked. A template with a table in its values is left to drizzle's, which
 * records the tables it uses.
 */
function fastSql(strings: TemplateStringsArray, ...values: unknown[]): SQL {
  let parts = textParts.get(strings);
  if (!parts) {
    parts = strings.map((text) => new StringChunk(text));
    textParts.set(strings, parts);
  }
  const chunks: unknown[] = values.length > 0 || strings[0] !== '' ? [parts[0]] : [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value === 'object' && value !== null && !(value instanceof SQL) && is(value, Table)) {
      return drizzleSql(strings, ...values);
    }
    chunks.push(value, parts[i + 1]);
  }
  const query = new SQL([]);
  (query as unknown as { queryChunks: unknown[] }).queryChunks = chunks;
  return query;
}

/** sql`…` with drizzle's helpers (sql.raw, sql.join…), as drizzle-orm exports it. */
export const sql = Object.assign(fastSql, drizzleSql) as typeof drizzleSql;
