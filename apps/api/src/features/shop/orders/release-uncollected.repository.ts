import type { OrderState } from '@premia/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';

/**
 * Pick-up orders past their store's time to collect, oldest first (at most `limit` per run): per store
 * and open state, a range of orders_store_state_created_idx.
 */
export async function overduePickups(db: DbOrTx, limit = 500) {
  const found = await db.execute<{ id: number; store_id: number; state: OrderState; hours: number }>(sql`
    select o.id, o.store_id, o.state, s.pickup_release_hours as hours
      from stores s
      cross join unnest(array['new', 'confirmed', 'prepared', 'ready']::text[]) as st(state)
      join lateral (
        select o.id, o.store_id, o.state, o.created_at from orders o
         where o.store_id = s.id and o.state = st.state and o.mode = 'pickup'
           and o.created_at < now() - make_interval(hours => s.pickup_release_hours)
         order by o.created_at, o.id limit ${limit}) o on true
     order by o.created_at, o.id
     limit ${limit}`);
  return found.rows.map((r) => ({ id: r.id, storeId: r.store_id, state: r.state, hours: r.hours }));
}
