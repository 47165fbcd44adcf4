import type { DbOrTx } from '../../../db/database.ts';
import { VISIT_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { acceptsMessages } from './automations.repository.ts';
import { automationLevelMarks, automationSends } from './automations.table.ts';

// Who the «N-ésima visita» and «subió de nivel» automations reach: their reach now, and the customers a
// run takes. (The «no vino en N días» rule's are in automations.repository.ts.)

const count = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) s`)).rows[0]?.n ?? 0);

/** The customer's visits (contract VISIT_KINDS), the ledger's rows read by ledger_customer_created_idx. */
const visitsOf = (alias: string) =>
  sql.raw(`${alias}.customer_id = c.id and ${alias}.store_id = c.store_id and ${alias}.kind in `);

/** The live customers one visit away from their `visits`-th: those a «N-ésima visita» rule reaches next. */
export function countNthVisitReach(db: DbOrTx, storeId: number, visits: number): Promise<number> {
  return count(
    db,
    sql`select c.id from customers c
      where c.store_id = ${storeId} and c.deleted_at is null
        and (select count(*) from ledger_entries e where ${visitsOf('e')} (${VISIT_IN})) = ${visits - 1}`,
  );
}

/**
 * A chunk (by id after `after`) of the live customers whose `visits`-th visit was made at `since` or
 * later and whom the automation has not taken yet (its key is 'once').
 */
export async function nthVisitNotTaken(
  db: DbOrTx,
  storeId: number,
  rule: { id: number; visits: number; since: Date },
  after: number,
  limit: number,
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(sql`
    select c.id from customers c
    cross join lateral (select e.created_at from ledger_entries e where ${visitsOf('e')} (${VISIT_IN})
      order by e.created_at, e.id offset ${rule.visits - 1} limit 1) nth
    where c.store_id = ${storeId} and c.deleted_at is null and c.id > ${after}
      and nth.created_at >= ${rule.since.toISOString()}::timestamptz
      and not exists (select 1 from ${automationSends} s where s.store_id = c.store_id
        and s.automation_id = ${rule.id} and s.customer_id = c.id and s.period_key = 'once')
    order by c.id
    limit ${limit}`);
  return found.rows.map((r) => r.id);
}

/**
 * The live customers below the store's highest level who accept a message: those a «subió de nivel»
 * rule may reach.
 */
export function countLevelReach(db: DbOrTx, storeId: number): Promise<number> {
  return count(
    db,
    sql`select c.id from customers c
      left join customer_levels l on l.id = c.level_id and l.store_id = c.store_id
      where c.store_id = ${storeId} and c.deleted_at is null and ${acceptsMessages(storeId, sql`c.id`)}
        and exists (select 1 from customer_levels top where top.store_id = c.store_id
          and top.min_points > coalesce(l.min_points, -1))`,
  );
}

/**
 * Whether the customer `c` (their level `l`, the automation's mark `m` and its level `ml`) went up a
 * level since the automation noted them: a higher level than the one noted, any level after none, or any
 * level for a customer who signed up after the rule was saved and was never noted.
 */
const wentUp = (since: Date) => sql`(l.id is not null and (
    (m.customer_id is null and c.created_at >= ${since.toISOString()}::timestamptz)
    or (m.customer_id is not null and m.level_id is null)
    or (ml.min_points is not null and l.min_points > ml.min_points)))`;

const marked = (storeId: number, automationId: number) => sql`customers c
    left join customer_levels l on l.id = c.level_id and l.store_id = c.store_id
    left join ${automationLevelMarks} m on m.store_id = c.store_id and m.automation_id = ${automationId}
      and m.customer_id = c.id
    left join customer_levels ml on ml.id = m.level_id and ml.store_id = c.store_id
    where c.store_id = ${storeId} and c.deleted_at is null`;

/** A chunk (by id after `after`) of the customers who went up a level since the automation noted them. */
export async function levelUpsOf(
  db: DbOrTx,
  storeId: number,
  rule: { id: number; since: Date },
  after: number,
  limit: number,
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(sql`
    select c.id from ${marked(storeId, rule.id)} and c.id > ${after} and ${wentUp(rule.since)}
    order by c.id
    limit ${limit}`);
  return found.rows.map((r) => r.id);
}

/** Notes these customers' levels of now as the automation's marks. */
export async function noteLevels(
  db: DbOrTx,
  storeId: number,
  automationId: number,
  customerIds: number[],
): Promise<void> {
  if (customerIds.length === 0) return;
  await db.execute(sql`
    insert into ${automationLevelMarks} (store_id, automation_id, customer_id, level_id)
    select c.store_id, ${automationId}, c.id, c.level_id from customers c
    where c.store_id = ${storeId} and c.id = any(${arrayLiteral(customerIds)}::int[])
    on conflict (automation_id, customer_id, store_id)
      do update set level_id = excluded.level_id, noted_at = now()`);
}

/**
 * Notes the level of every other customer whose level is not the one noted (a first look, a level
 * lower than before, a level deleted): those who went up are left to levelUpsOf's run.
 */
export async function noteOtherLevels(
  db: DbOrTx,
  storeId: number,
  rule: { id: number; since: Date },
): Promise<void> {
  await db.execute(sql`
    insert into ${automationLevelMarks} (store_id, automation_id, customer_id, level_id)
    select c.store_id, ${rule.id}, c.id, c.level_id from ${marked(storeId, rule.id)}
      and (m.customer_id is null or m.level_id is distinct from c.level_id) and not ${wentUp(rule.since)}
    on conflict (automation_id, customer_id, store_id)
      do update set level_id = excluded.level_id, noted_at = now()`);
}
