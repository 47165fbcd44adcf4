import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { rebuildMonthEarnings } from '../apps/api/src/features/loyalty/ledger/index.ts';

export interface BenchStore {
  storeId: number;
  locations: number[];
  employees: number[];
  rewardId: number;
  customerIds: { lo: number; hi: number };
}

const EMPLOYEES_PER_LOCATION = 5;

/** The secondary indexes of a table, to drop before a bulk load and build again after it. */
export async function secondaryIndexes(
  client: pg.Client,
  table: string,
): Promise<{ name: string; def: string }[]> {
  const { rows } = await client.query(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = $1 and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  return rows as { name: string; def: string }[];
}

/**
 * A store with many customers and ledger rows, written by PostgreSQL itself (generate_series) so that
 * ten million rows take minutes, not hours: secondary indexes are dropped during the load and built
 * after it, and triggers and foreign-key checks are off (the rows are consistent by construction).
 * First and last names drawn independently (8,000 combinations). Purchases (≈ 93%), manual credits (2%) and redemptions (5%) by ten employees over two locations and
 * 365 days; balances, the customers' months and levels, and the store's figures are made consistent
 * with the ledger afterwards, as the product keeps them.
 */
export async function generateStore(
  client: pg.Client,
  opts: { customers: number; ledgerRows: number; log: (m: string) => void },
): Promise<BenchStore> {
  const { rows } = await client.query(`
    insert into stores (name, country_id, currency_code, time_zone, slug, store_type_id, conversion_points, conversion_money_cents, redeem_free)
    values ('Bench Store', 1, 'PEN', 'America/Lima', 'bench-' || floor(random() * 1e9)::text, 1, 1, 1000, 100000000)
    returning id`);
  const storeId = rows[0].id as number;
  const loc = await client.query(
    `insert into locations (store_id, name) values ($1, 'Bench 1'), ($1, 'Bench 2') returning id`,
    [storeId],
  );
  const locations = loc.rows.map((r) => r.id as number);
  const emp = await client.query(
    `insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type, location_id, perm_give_points, perm_redeem)
     select 'employee' || i || '@bench.pe', 'not-a-hash', 'Empleado', i::text, 'client', $1, 'employee',
            case when i <= $4 then $2::int else $3::int end, true, true
     from generate_series(1, $4 * 2) i order by i returning id`,
    [storeId, locations[0], locations[1], EMPLOYEES_PER_LOCATION],
  );
  const employees = emp.rows.map((r) => r.id as number);
  const reward = await client.query(
    `insert into rewards (store_id, name, points_cost) values ($1, 'Bench reward', 1) returning id`,
    [storeId],
  );
  const rewardId = reward.rows[0].id as number;
  await client.query(
    `insert into customer_levels (store_id, name, min_points, color, position) values
     ($1, 'Bronce', 0, '#cd7f32', 0), ($1, 'Plata', 500, '#8c8c8c', 1), ($1, 'Oro', 2000, '#d4a017', 2)`,
    [storeId],
  );
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  const customerIndexes = await secondaryIndexes(client, 'customers');
  const ledgerIndexes = await secondaryIndexes(client, 'ledger_entries');
  for (const i of [...customerIndexes, ...ledgerIndexes]) await client.query(`drop index ${i.name}`);

  const started = Date.now();
  await client.query(
    `insert into customers (store_id, first_name, last_name, email, mobile, search_text, sort_name, last_first, registration_location_id, created_at)
     select $1, f.name, l.name || ' ' || l2.name, 'c' || i || '@bench.pe', (900000000 + i)::text,
            lower(unaccent(f.name || ' ' || l.name || ' ' || l2.name || ' c' || i || '@bench.pe ' || (900000000 + i)::text)),
            lower(unaccent(f.name || ' ' || l.name || ' ' || l2.name)),
            lower(unaccent(l.name || ' ' || l2.name || ' ' || f.name)), $2, now() - (i % 365) * interval '1 day'
     from generate_series(1, $3::int) i
     cross join lateral (select (array['José','María','Luis','Rosa','Carlos','Lucía','Jorge','Carmen','Miguel','Ana','Diego','Sofía','Andrés','Valeria','Renzo','Camila','Álvaro','Martín','César','Raúl'])[1 + (hashint4(i * 3) & 2147483647) % 20] as name) f
     cross join lateral (select (array['Quispe','Flores','Sánchez','Rodríguez','García','Huamán','Chávez','Ramírez','Torres','Mendoza','Vásquez','Castillo','Rojas','Gutiérrez','Ñahui','Paredes','Salazar','Cárdenas','Espinoza','Díaz'])[1 + (hashint4(i * 3 + 1) & 2147483647) % 20] as name) l
     cross join lateral (select (array['Quispe','Flores','Sánchez','Rodríguez','García','Huamán','Chávez','Ramírez','Torres','Mendoza','Vásquez','Castillo','Rojas','Gutiérrez','Ñahui','Paredes','Salazar','Cárdenas','Espinoza','Díaz'])[1 + (hashint4(i * 3 + 2) & 2147483647) % 20] as name) l2`,
    [storeId, locations[0], opts.customers],
  );
  opts.log(`customers: ${opts.customers} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const range = await client.query('select min(id) as lo, max(id) as hi from customers where store_id = $1', [
    storeId,
  ]);
  const lo = Number(range.rows[0].lo);
  const hi = Number(range.rows[0].hi);
  const batch = 1_000_000;
  const t1 = Date.now();
  for (let done = 0; done < opts.ledgerRows; done += batch) {
    const n = Math.min(batch, opts.ledgerRows - done);
    // i % 100: 0–4 redemption, 5–6 manual, else purchase; employee i % 10 works at location 1 (0–4) or 2.
    await client.query(
      `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, reward_id, user_id, location_id, created_at)
       select $1::int, $2::int + (hashint4(i) & 2147483647) % ($3::int - $2::int + 1),
              case when i % 100 < 5 then 'redemption' when i % 100 < 7 then 'manual' else 'purchase' end,
              case when i % 100 < 5 then -(1 + i % 5) else 1 + i % 50 end,
              case when i % 100 < 7 then null else (1 + i % 50) * 1000 + i % 997 end,
              case when i % 100 < 5 then $4::int end,
              ($5::int[])[1 + i % 10],
              case when i % 10 < 5 then $6::int else $7::int end,
              now() - ((hashint4(i + 7) & 2147483647) % (365 * 24 * 60)) * interval '1 minute'
       from generate_series($8::int, $9::int) i`,
      [storeId, lo, hi, rewardId, employees, locations[0], locations[1], done + 1, done + n],
    );
    opts.log(`ledger rows: ${done + n} (${((Date.now() - t1) / 1000).toFixed(0)} s)`);
  }
  // A customer whose few rows are mostly redemptions gets a credit, so that no balance is negative.
  await client.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, location_id, created_at)
     select $1, customer_id, 'manual', -sum(points), $2, now() - interval '366 days'
     from ledger_entries where store_id = $1 group by customer_id having sum(points) < 0`,
    [storeId, locations[0]],
  );
  opts.log(`ledger: ${opts.ledgerRows} in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  const t2 = Date.now();
  // Before the indexes exist, so that a million updated rows do not each touch them.
  await client.query(
    `update customers c set balance = s.points from (
       select customer_id, sum(points)::int as points from ledger_entries where store_id = $1 group by customer_id) s
     where s.customer_id = c.id`,
    [storeId],
  );
  for (const i of [...customerIndexes, ...ledgerIndexes]) {
    await client.query(i.def);
    opts.log(`index ${i.name} (${((Date.now() - t2) / 1000).toFixed(0)} s)`);
  }
  await client.query(`set session_replication_role = origin`);
  opts.log(`balances and indexes in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
  // What the product keeps beside the ledger: each customer's months and level, and the store's figures
  // (the customers were loaded with triggers off).
  await rebuildMonthEarnings(drizzle({ client }), storeId);
  await client.query('select customer_figures_rebuild()');
  opts.log(`months, levels and figures in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
  await client.query('vacuum analyze customers');
  await client.query('vacuum analyze ledger_entries');
  return { storeId, locations, employees, rewardId, customerIds: { lo, hi } };
}
