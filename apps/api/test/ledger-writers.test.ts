import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const LEDGER = join(SRC, 'features', 'loyalty', 'ledger');

/**
 * What only the ledger writes: its rows, and the figures kept with them. A table listed with columns is
 * guarded for those columns alone (customers' names or a store's settings are their features' own).
 */
const GUARDED: { table: string; drizzle: string; columns?: { sql: string; drizzle: string }[] }[] = [
  { table: 'ledger_entries', drizzle: 'ledgerEntries' },
  { table: 'stamp_entries', drizzle: 'stampEntries' },
  {
    table: 'customers',
    drizzle: 'customers',
    columns: [
      { sql: 'balance', drizzle: 'balance' },
      { sql: 'level_points', drizzle: 'levelPoints' },
      { sql: 'level_month', drizzle: 'levelMonth' },
      { sql: 'stamps', drizzle: 'stamps' },
    ],
  },
  { table: 'daily_stats', drizzle: 'dailyStats' },
  { table: 'activity_daily', drizzle: 'activityDaily' },
  { table: 'customer_month_earnings', drizzle: 'customerMonthEarnings' },
  { table: 'redemptions', drizzle: 'redemptions' },
  {
    table: 'stores',
    drizzle: 'stores',
    columns: [{ sql: 'redeem_used', drizzle: 'redeemUsed' }],
  },
];

/**
 * The files outside features/loyalty/ledger/ allowed to write those tables, each with its reason. Migrations
 * (apps/api/drizzle/*.sql) are outside src/ and not scanned; tests (*.test.ts) arrange their states
 * straight in the database and are not scanned either.
 */
const ALLOWED: Record<string, string> = {
  'features/loyalty/points/loyalty.demo.ts':
    'the demo seed: a year of made-up history (ledger rows, redemptions, balances, allowance used) inserted ' +
    "in bulk, then every figure rebuilt from it by the ledger's rebuildMonthEarnings and rebuildDailyStats",
  'db/backup.ts':
    "restore: every table's rows copied back as they were saved (COPY), the tables named from the catalogue",
};

/** Every non-test TypeScript file under a folder. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A table's name as SQL may write it: bare, quoted, schema-qualified, or drizzle's ${table} interpolated. */
const sqlName = (table: string, drizzle: string) =>
  `(?:(?:"?public"?\\s*\\.\\s*)?"?${table}"?(?![\\w"])|\\$\\{\\s*${drizzle}\\s*\\})`;

/**
 * "file: what" for each write of a guarded table in `source`: drizzle's db.insert/update/delete(table)
 * (for a table guarded by column, an update whose .set({…}) names one of them), and raw SQL's
 * insert into / update / delete from / truncate / copy … from (for a table guarded by column, an update
 * whose SET names one: from its table to its where, from or returning).
 */
function writesIn(file: string, source: string): string[] {
  const found: string[] = [];
  for (const g of GUARDED) {
    const name = sqlName(g.table, g.drizzle);
    if (!g.columns) {
      const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${g.drizzle}\\s*\\)`, 'g');
      for (const m of source.matchAll(drizzle)) found.push(`${file}: ${m[1]}(${g.drizzle})`);
      const raw = new RegExp(
        `\\b(insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?|copy)\\s+(?:only\\s+)?${name}`,
        'gi',
      );
      for (const m of source.matchAll(raw)) {
        const verb = m[1]!.toLowerCase().replace(/\s+/g, ' ');
        // "copy t to stdout" reads; only "copy t from" writes.
        if (
          verb === 'copy' &&
          !/^[^;`]*?\bfrom\b/i.test(source.slice(m.index! + m[0].length, m.index! + m[0].length + 200))
        )
          continue;
        found.push(`${file}: ${verb} ${g.table}`);
      }
      continue;
    }
    const columns = g.columns;
    const drizzle = new RegExp(`\\.update\\(\\s*${g.drizzle}\\s*\\)\\s*\\.set\\(`, 'g');
    for (const m of source.matchAll(drizzle)) {
      const set = balanced(source, m.index! + m[0].length - 1);
      for (const c of columns)
        if (new RegExp(`(?:^|[{,\\s])${c.drizzle}\\s*[:,}]`).test(set))
          found.push(`${file}: update(${g.drizzle}).set(${c.drizzle})`);
    }
    const raw = new RegExp(`\\bupdate\\s+(?:only\\s+)?${name}`, 'gi');
    for (const m of source.matchAll(raw)) {
      const rest = source.slice(m.index! + m[0].length);
      const end = rest.search(/\b(where|from|returning)\b|;|`/i);
      const set = end < 0 ? rest : rest.slice(0, end);
      for (const c of columns)
        if (new RegExp(`(?:^|[\\s,.])"?${c.sql}"?\\s*=`, 'i').test(set))
          found.push(`${file}: update ${g.table} set ${c.sql}`);
      // SET items built elsewhere (levelSet's) cannot be judged here: only the ledger may write them.
      if (/(?:\bset\s+|,\s*)\$\{/i.test(set)) found.push(`${file}: update ${g.table} set (built elsewhere)`);
    }
  }
  return found;
}

/** The text of the parenthesised argument that opens at `open` (its parenthesis included). */
function balanced(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

describe('the ledger is the only writer of balances, ledger rows and their kept figures', () => {
  it('finds no write of them outside features/loyalty/ledger/ but the allowed exceptions', () => {
    const found = filesUnder(SRC)
      .filter((file) => !file.startsWith(`${LEDGER}${sep}`))
      .map((file) => relative(SRC, file).split(sep).join('/'))
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => writesIn(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('lists only exceptions that exist, each with its reason', () => {
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(statSync(join(SRC, file)).isFile(), file).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('sees the ledger write its own tables (the scan is not blind)', () => {
    const own = filesUnder(LEDGER).flatMap((file) =>
      writesIn(relative(SRC, file), readFileSync(file, 'utf8')),
    );
    const said = own.join('\n');
    for (const what of [
      'insert into ledger_entries',
      'update customers set balance',
      'insert into daily_stats',
      'insert into activity_daily',
      'insert into customer_month_earnings',
      'delete from customer_month_earnings',
      'insert into redemptions',
      'update stores set redeem_used',
      'update(stores).set(redeemUsed)',
      'update customers set (built elsewhere)',
    ])
      expect(said, what).toContain(what);
  });

  it('names drizzle and raw SQL writes, however spelled, and lets other columns and reads through', () => {
    const source = `
      await db.insert(ledgerEntries).values(rows);
      await tx.delete( dailyStats ).where(eq(dailyStats.storeId, 1));
      await db.update(customers).set({ firstName: 'A', balance: sql\`0\` }).where(x);
      await db.update(customers).set({ levelPoints }).where(x);
      await db.update(customers).set({ firstName: 'A', deletedAt: sql\`now()\` }).where(x);
      await db.update(stores).set({ redeemUsed: 0 });
      await db.update(stores).set({ name: 'Tienda' });
      await db.select().from(ledgerEntries);
      sql\`INSERT INTO "public"."ledger_entries" (store_id) values (1)\`;
      sql\`insert into \${activityDaily} (store_id) values (1)\`;
      sql\`update customers c
        set level_points = 3 where c.id = 1\`;
      sql\`update customers c set first_name = 'B' where c.balance = 0\`;
      sql\`update customers set "balance" = 0 from x where true\`;
      sql\`update customers c set \${levelSet(1, earned)} where c.id = 1\`;
      sql\`delete from customer_month_earnings where store_id = 1\`;
      sql\`update stores set redeem_used = redeem_used + 1 where id = 1\`;
      sql\`update stores set name = 'x' where redeem_used = 0\`;
      sql\`insert into redemptions (store_id) values (1)\`;
      sql\`truncate daily_stats\`;
      sql\`copy ledger_entries from stdin\`;
      sql\`copy (select * from ledger_entries) to stdout\`;
      sql\`select * from ledger_entries join daily_stats using (store_id)\`;
      sql\`insert into ledger_entries_archive (id) values (1)\`;`;
    expect(writesIn('x.ts', source)).toEqual([
      'x.ts: insert(ledgerEntries)',
      'x.ts: insert into ledger_entries',
      'x.ts: copy ledger_entries',
      'x.ts: update(customers).set(balance)',
      'x.ts: update(customers).set(levelPoints)',
      'x.ts: update customers set level_points',
      'x.ts: update customers set balance',
      'x.ts: update customers set (built elsewhere)',
      'x.ts: delete(dailyStats)',
      'x.ts: truncate daily_stats',
      'x.ts: insert into activity_daily',
      'x.ts: delete from customer_month_earnings',
      'x.ts: insert into redemptions',
      'x.ts: update(stores).set(redeemUsed)',
      'x.ts: update stores set redeem_used',
    ]);
  });
});
