import type pg from 'pg';

/**
 * A store with many customers and ledger rows, written by PostgreSQL itself (generate_series) so that
 * ten million rows take minutes, not hours. Balances, levels and the daily roll-up are made consistent
 * with the ledger afterwards, exactly as the product keeps them.
 */
export async function generateStore(
  client: pg.Client,
  opts: { customers: number; ledgerRows: number; log: (m: string) => void },
) {
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
  await client.query(
    `insert into customer_levels (store_id, name, min_points, color, position) values
     ($1, 'Bronce', 0, '#cd7f32', 0), ($1, 'Plata', 500, '#8c8c8c', 1), ($1, 'Oro', 2000, '#d4a017', 2)`,
    [storeId],
  );
  const started = Date.now();
  await client.query(
    `insert into customers (store_id, first_name, last_name, email, mobile, search_text, sort_name, registration_location_id, created_at)
     select $1, f.name, l.name || ' ' || l2.name, 'c' || i || '@bench.pe', (900000000 + i)::text,
            lower(unaccent(f.name || ' ' || l.name || ' ' || l2.name || ' c' || i || '@bench.pe ' || (900000000 + i)::text)),
            lower(unaccent(f.name || ' ' || l.name || ' ' || l2.name)), $2, now() - (i % 365) * interval '1 day'
     from generate_series(1, $3::int) i
     cross join lateral (select (array['José','María','Luis','Rosa','Carlos','Lucía','Jorge','Carmen','Miguel','Ana','Diego','Sofía','Andrés','Valeria','Renzo','Camila','Álvaro','Martín','César','Raúl'])[1 + (i * 7) % 20] as name) f
     cross join lateral (select (array['Quispe','Flores','Sánchez','Rodríguez','García','Huamán','Chávez','Ramírez','Torres','Mendoza','Vásquez','Castillo','Rojas','Gutiérrez','Ñahui','Paredes','Salazar','Cárdenas','Espinoza','Díaz'])[1 + (i * 13) % 20] as name) l
     cross join lateral (select (array['Quispe','Flores','Sánchez','Rodríguez','García','Huamán','Chávez','Ramírez','Torres','Mendoza','Vásquez','Castillo','Rojas','Gutiérrez','Ñahui','Paredes','Salazar','Cárdenas','Espinoza','Díaz'])[1 + (i / 20) % 20] as name) l2`,
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
  // The rows are consistent by construction: skip the per-row foreign-key checks while loading.
  await client.query(`set session_replication_role = replica`);
  for (let done = 0; done < opts.ledgerRows; done += batch) {
    const n = Math.min(batch, opts.ledgerRows - done);
    await client.query(
      `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, location_id, created_at)
       select $1::int, $2::int + (hashint4(i) & 2147483647) % ($3::int - $2::int + 1), 'purchase', 1 + i % 50, (1 + i % 50) * 1000 + i % 997,
              case when i % 2 = 0 then $4::int else $5::int end, now() - ((hashint4(i + 7) & 2147483647) % (365 * 24 * 60)) * interval '1 minute'
       from generate_series($6::int, $7::int) i`,
      [storeId, lo, hi, locations[0], locations[1], done + 1, done + n],
    );
    opts.log(`ledger rows: ${done + n}`);
  }
  await client.query(`set session_replication_role = origin`);
  opts.log(`ledger: ${opts.ledgerRows} in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  const t2 = Date.now();
  await client.query(
    `update customers c set balance = s.points from (
       select customer_id, sum(points)::int as points from ledger_entries where store_id = $1 group by customer_id) s
     where s.customer_id = c.id`,
    [storeId],
  );
  opts.log(`balances in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
  await client.query('analyze');
  return { storeId, locations, customerIds: { lo, hi } };
}
