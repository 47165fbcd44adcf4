/**
 * The oldest transaction or snapshot open in the bench database while a run goes on, sampled every
 * second from pg_stat_activity. While one stays open, PostgreSQL removes no row version that it might
 * still see, in any table: the rows every counter call updates (the roll-ups' shards, the store's
 * figures) then grow chains of dead versions that each call walks, and the counter slows down.
 */
import pg from 'pg';

export interface OldestSnapshot {
  /** Seconds the oldest transaction holding back old row versions had been open (0: none). */
  seconds: number;
  /** Its last statement (its start), and its state. */
  query: string;
}

/** Starts sampling; `stop` gives the oldest seen since. */
export async function watchSnapshots(url: string): Promise<{ stop: () => Promise<OldestSnapshot> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let oldest: OldestSnapshot = { seconds: 0, query: '' };
  const sample = async () => {
    const found = await client.query<{ seconds: number; query: string; state: string }>(
      `select extract(epoch from now() - xact_start)::float8 as seconds, left(query, 100) as query, state
       from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and (backend_xmin is not null or backend_xid is not null) and xact_start is not null
       order by xact_start limit 1`,
    );
    const row = found.rows[0];
    if (row && row.seconds > oldest.seconds) {
      oldest = { seconds: row.seconds, query: `${row.state}: ${row.query.replace(/\s+/g, ' ')}` };
    }
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample);
  }, 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await client.end();
      return oldest;
    },
  };
}

/** Dead row versions now in the tables every add-points updates (pg_stat_user_tables' estimate). */
export async function deadVersions(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ relname: string; n: number }>(
      `select relname, n_dead_tup::int as n from pg_stat_user_tables
       where relname in ('customers', 'customer_figures', 'daily_stats', 'activity_daily', 'customer_month_earnings')
       order by relname`,
    );
    return Object.fromEntries(found.rows.map((r) => [r.relname, r.n]));
  } finally {
    await client.end();
  }
}
