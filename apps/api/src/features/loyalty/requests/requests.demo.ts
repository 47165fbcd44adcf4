import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';

/**
 * What the demo store's customers made: the store takes reward requests (two wait for an answer), NPS
 * answers to surveys after recent purchases, and reviews, one of them replied to.
 */
export async function seedCustomerVoiceDemo(tx: Tx, storeId: number): Promise<void> {
  await tx.execute(sql`update stores set request_reward = true,
      reward_request_info = 'Muestre su código en caja para recoger su premio.' where id = ${storeId}`);
  // The two customers with the most points ask for the cheapest active reward.
  await tx.execute(sql`
    insert into reward_requests (store_id, customer_id, reward_id, points, created_at)
    select ${storeId}, c.id, r.id, r.points_cost, now() - make_interval(mins => (30 * c.n)::int)
    from (select id, row_number() over (order by balance desc, id) as n from customers
          where store_id = ${storeId} and deleted_at is null order by balance desc, id limit 2) c
    cross join lateral (select id, points_cost from rewards where store_id = ${storeId} and active
          and archived_at is null order by points_cost, id limit 1) r
    where exists (select 1 from customers x where x.id = c.id and x.balance >= r.points_cost)`);
  // Surveys of recent purchases, answered: a spread of promoters, passives and detractors.
  await tx.execute(sql`
    with picked as (
      select distinct on (e.customer_id) e.id, e.customer_id, e.created_at, e.location_id, e.user_id
      from ledger_entries e
      where e.store_id = ${storeId} and e.kind = 'purchase' and e.created_at > now() - interval '20 days'
      order by e.customer_id, e.created_at desc
      limit 10
    ), numbered as (select p.*, row_number() over (order by p.id) as n from picked p)
    insert into surveys (store_id, customer_id, ledger_entry_id, purchased_at, location_id, user_id,
                         created_at, expires_at, score, comment, answered_at)
    select ${storeId}, n.customer_id, n.id, n.created_at, n.location_id, n.user_id, n.created_at,
           n.created_at + interval '7 days',
           (array[10, 9, 9, 10, 8, 7, 6, 10, 3, 9])[n.n],
           (array['Excelente café y atención.', null, 'Muy rico todo.', null, null, 'Bien, algo lento.',
                  null, 'Mi lugar favorito.', 'Esperé demasiado.', null])[n.n],
           least(n.created_at + interval '2 hours', now())
    from numbered n`);
  await tx.execute(sql`
    with picked as (
      select id, row_number() over (order by id) as n from customers
      where store_id = ${storeId} and deleted_at is null order by id limit 3
    )
    insert into reviews (store_id, customer_id, stars, text, created_at, updated_at, response, responded_at)
    select ${storeId}, p.id, (array[5, 4, 2])[p.n],
           (array['El mejor café de Miraflores.', 'Muy buena pastelería, el local se llena.',
                  'El pedido llegó frío.'])[p.n],
           now() - make_interval(days => p.n::int), now() - make_interval(days => p.n::int),
           case when p.n = 1 then '¡Gracias! Le esperamos pronto.' end,
           case when p.n = 1 then now() - interval '12 hours' end
    from picked p`);
}
