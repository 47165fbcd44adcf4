import { createReadStream, createWriteStream } from 'node:fs';
import readline from 'node:readline';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { FILE_LINE, fileReceiver, writeFiles } from './backup-files.ts';
import { clearRestoreMark } from './restore-marker.ts';

/**
 * A logical backup of the schema `public`: every table's rows as PostgreSQL's COPY text, gzipped, in one
 * file, read in one REPEATABLE READ snapshot (a consistent picture of a running server). The embedded
 * server ships no pg_dump, and a Debian pg_dump older than the server cannot dump it; COPY works with
 * every server from 15 on. The schema itself is not in the file: restore applies the migrations, which
 * must be the same ones the backup was taken with.
 *
 * Format: a header line `-- premia backup 2 {json}`, then per table `COPY "t" ("a", "b") FROM stdin;`,
 * its rows, and a line `\.` (COPY text escapes a backslash, so no row is that line); then the uploads
 * of local storage, when given (backup-files.ts). Version 1 (no queues, no files) is still restored.
 */
const MAGIC = '-- premia backup 2 ';
const MAGIC_V1 = '-- premia backup 1 ';

interface Header {
  createdAt: string;
  migrations: number;
  tables: { name: string; rows: number }[];
  /**
   * The job queue's queues (pg-boss's rows; its job table has one partition per queue): those the fresh
   * database lacks (pg-boss's own scheduling queue, say) are created before the jobs come in.
   */
  queues?: Queue[];
}

/** pg-boss's create_queue options of one queue. */
interface Queue {
  name: string;
  options: {
    policy: string | null;
    retryLimit: number | null;
    retryDelay: number | null;
    retryBackoff: boolean | null;
    expireInSeconds: number | null;
    retentionMinutes: number | null;
    deadLetter: string | null;
  };
}

interface Table {
  /** The table's name, schema-qualified outside `public`. */
  name: string;
  columns: string[];
  /** Which rows the backup keeps (all when absent). */
  where?: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteTable = (name: string) => name.split('.').map(quote).join('.');

/**
 * The job queue's unfinished jobs (pg-boss's schema, created by restore-cli before the rows come in):
 * a mail queued when the backup was taken is still sent after a restore. Finished jobs are history.
 */
async function queuedJobs(client: pg.PoolClient): Promise<Table[]> {
  const found = await client.query<{ columns: string[] }>(`
    select array_agg(a.attname::text order by a.attnum) as columns
      from pg_attribute a
     where a.attrelid = to_regclass('pgboss.job') and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = ''
    having count(*) > 0`);
  const columns = found.rows[0]?.columns;
  return columns ? [{ name: 'pgboss.job', columns, where: `state < 'completed'` }] : [];
}

/** The tables of `public` (not the partitions' leaves), parents before the tables that reference them. */
async function tablesInOrder(client: pg.PoolClient): Promise<Table[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname`);
  const references = await client.query<{ child: string; parent: string }>(`
    select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`);
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set()]));
  for (const { child, parent } of references.rows) parents.get(child)?.add(parent);
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const pending = [...tables.rows].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const next = pending.findIndex((t) => [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)));
    if (next < 0)
      throw new Error(`foreign keys form a cycle among: ${pending.map((t) => t.name).join(', ')}`);
    const [table] = pending.splice(next, 1);
    ordered.push(table!);
    placed.add(table!.name);
  }
  return ordered;
}

async function queuesOf(client: pg.PoolClient): Promise<Queue[]> {
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('pgboss.queue') is not null as found`,
  );
  if (!exists.rows[0]?.found) return [];
  const found = await client.query<Queue>(`
    select name, json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay,
             'retryBackoff', retry_backoff, 'expireInSeconds', expire_seconds,
             'retentionMinutes', retention_minutes, 'deadLetter', dead_letter) as options
      from pgboss.queue order by name`);
  return found.rows;
}

/** Creates the backup's queues the database lacks (create_queue keeps an existing one), dead letters first. */
async function createQueues(client: pg.PoolClient, queues: Queue[]): Promise<void> {
  const created = new Set<string>();
  const pending = [...queues];
  while (pending.length > 0) {
    const next = pending.findIndex(
      (q) =>
        !q.options.deadLetter ||
        created.has(q.options.deadLetter) ||
        !pending.some((p) => p.name === q.options.deadLetter),
    );
    const [queue] = pending.splice(Math.max(next, 0), 1);
    await client.query('select pgboss.create_queue($1, $2::json)', [
      queue!.name,
      JSON.stringify(queue!.options),
    ]);
    created.add(queue!.name);
  }
}

async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const found = await client.query<{ n: number }>(
    `select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return found.rows[0]?.n ?? 0;
}

/**
 * Writes the backup of the pool's database to `file`, with the files under `uploads` (local storage's
 * folder) when given; returns what it holds.
 */
export async function backupDatabase(
  pool: pg.Pool,
  file: string,
  options: { uploads?: string } = {},
): Promise<Header & { files?: { files: number; bytes: number } }> {
  return inTransaction(pool, 'begin isolation level repeatable read read only', async (client) => {
    const tables = [...(await tablesInOrder(client)), ...(await queuedJobs(client))];
    const header: Header = {
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: [],
      queues: await queuesOf(client),
    };
    for (const table of tables) {
      const counted = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quoteTable(table.name)} ${table.where ? `where ${table.where}` : ''}`,
      );
      header.tables.push({ name: table.name, rows: counted.rows[0]?.n ?? 0 });
    }
    const out = new PassThrough();
    const written = pipeline(out, createGzip(), createWriteStream(file, { flags: 'wx' }));
    out.write(`${MAGIC}${JSON.stringify(header)}\n`);
    for (const table of tables) {
      const columns = table.columns.map(quote).join(', ');
      out.write(`COPY ${quoteTable(table.name)} (${columns}) FROM stdin;\n`);
      const where = table.where ? `where ${table.where}` : '';
      const rows = client.query(
        copyTo(`copy (select ${columns} from ${quoteTable(table.name)} ${where} order by 1) to stdout`),
      );
      for await (const chunk of rows) {
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.write('\\.\n');
    }
    // The files after the rows: a file uploaded meanwhile is kept too; its row is simply not there.
    const files = options.uploads ? await writeFiles(out, options.uploads) : undefined;
    out.end();
    await written;
    return { ...header, ...(files ? { files } : {}) };
  });
}

export class RestoreRefused extends Error {}

/** Refuses a database that has users (one in use): a restore goes only into a fresh one. */
export async function refuseDatabaseInUse(db: pg.Pool | pg.PoolClient): Promise<void> {
  const exists = await db.query<{ found: boolean }>(
    `select to_regclass('public.users') is not null as found`,
  );
  if (!exists.rows[0]?.found) return;
  const users = await db.query<{ n: number }>('select count(*)::int as n from users');
  if ((users.rows[0]?.n ?? 0) > 0) {
    throw new RestoreRefused('the database already has users: restore only into a fresh one');
  }
}

/**
 * Restores a backup into a database that has the migrations applied and no users yet (a fresh data
 * folder or an empty DATABASE_URL database): the migrations' reference rows are replaced by the
 * backup's, the job queue's missing queues are created, tables are filled parents first, and every
 * sequence continues after the highest id. All or nothing: one transaction, which also clears the mark
 * of a restore in progress (restore-marker.ts). The backup's files go to `uploads` (which must hold
 * none), through a staging folder moved into place only once the database has committed.
 */
export async function restoreDatabase(
  pool: pg.Pool,
  file: string,
  options: { uploads?: string } = {},
): Promise<Header & { files: number }> {
  await refuseDatabaseInUse(pool);
  const files = options.uploads
    ? await fileReceiver(options.uploads, (why) => new RestoreRefused(why))
    : undefined;
  try {
    const header = await inTransaction(pool, 'begin', (client) => restoreRows(client, file, files));
    return { ...header, files: files ? await files.commit() : 0 };
  } catch (error) {
    await files?.discard();
    throw error;
  }
}

async function restoreRows(
  client: pg.PoolClient,
  file: string,
  files: Awaited<ReturnType<typeof fileReceiver>> | undefined,
): Promise<Header> {
  await refuseDatabaseInUse(client);
  const tables = await tablesInOrder(client);
  const lines = readline.createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header: Header | undefined;
  let copying: PassThrough | undefined;
  let copied: Promise<void> | undefined;
  let skippingFile = false;
  try {
    for await (const line of lines) {
      if (!header) {
        const magic = [MAGIC, MAGIC_V1].find((m) => line.startsWith(m));
        if (!magic) throw new RestoreRefused('not a Premia backup file');
        header = JSON.parse(line.slice(magic.length)) as Header;
        const migrations = await appliedMigrations(client);
        if (header.migrations !== migrations) {
          throw new RestoreRefused(
            `the backup was taken at migration ${header.migrations}, this database is at ${migrations}`,
          );
        }
        for (const table of [...tables].reverse()) await client.query(`delete from ${quote(table.name)}`);
        await createQueues(client, header.queues ?? []);
        // The figures kept by the customers' triggers come back as they were, with their own rows.
        await client.query('alter table customers disable trigger user');
        continue;
      }
      if (copying) {
        if (line === '\\.') {
          copying.end();
          await copied;
          copying = undefined;
        } else if (!copying.write(`${line}\n`)) {
          await new Promise((resolve) => copying?.once('drain', resolve));
        }
        continue;
      }
      if (files?.receiving) {
        await files.take(line);
        continue;
      }
      if (line.startsWith(FILE_LINE)) {
        // A backup with files restored without a folder for them (STORAGE=s3): the rows only.
        if (files) await files.start(line);
        else skippingFile = true;
        continue;
      }
      if (skippingFile) {
        if (line === '\\.') skippingFile = false;
        continue;
      }
      if (!line.startsWith('COPY '))
        throw new RestoreRefused(`unexpected line in the backup: ${line.slice(0, 80)}`);
      copying = new PassThrough();
      copied = pipeline(copying, client.query(copyFrom(line.replace(/;$/, ''))));
    }
    if (!header || copying || files?.receiving || skippingFile)
      throw new RestoreRefused('the backup file is cut short');
  } catch (error) {
    // A COPY under way is failed first (CopyFail), so the connection can roll the transaction back.
    if (copying) {
      copying.destroy(error as Error);
      await copied?.catch(() => undefined);
    }
    throw error;
  }
  await resetSequences(client);
  await client.query('alter table customers enable trigger user');
  await clearRestoreMark(client);
  return header as Header;
}

/** `work` on one connection in one transaction (`begin` opens it): committed, or rolled back on any error. */
async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Every sequence owned by a column continues after that column's highest value. */
async function resetSequences(client: pg.PoolClient): Promise<void> {
  const owned = await client.query<{ seq: string; tbl: string; col: string }>(`
    select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and n.nspname = 'public'`);
  for (const { seq, tbl, col } of owned.rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quote(col)}) from ${quote(tbl)}), 0) + 1, false)`,
      [seq],
    );
  }
}

/** Row counts of every table of `public`, and a digest of each store's ledger, to compare two databases. */
export async function fingerprint(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of await tablesInOrder(client)) {
      const found = await client.query<{ n: number }>(`select count(*)::int as n from ${quote(table.name)}`);
      counts[table.name] = found.rows[0]?.n ?? 0;
    }
    const ledgers = await client.query<{ store_id: number; digest: string }>(`
      select store_id, md5(string_agg(l::text, '|' order by id)) as digest
        from ledger_entries l group by store_id order by store_id`);
    return { counts, ledgers: ledgers.rows };
  } finally {
    client.release();
  }
}
