import { type ChannelConsents, type ConsentChannel, consentChannels } from '@premia/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { type consentSources, customerConsentHistory, customerConsents } from './consents.table.ts';
import { customers } from './customers.table.ts';

export type ConsentSource = (typeof consentSources)[number];

export interface ConsentChange {
  storeId: number;
  customerId: number;
  consents: Partial<ChannelConsents>;
  source: ConsentSource;
  byUserId?: number | null;
}

/**
 * Sets the channels given, writes a history row for each that really changed, and keeps the customer's
 * summary (marketing_consent: any channel given) in step. Run it in the caller's transaction.
 */
export async function writeConsents(tx: DbOrTx, change: ConsentChange): Promise<ChannelConsents> {
  const given = consentChannels.filter((c) => change.consents[c] !== undefined);
  if (given.length > 0) {
    const rows = given.map((channel) => ({
      storeId: change.storeId,
      customerId: change.customerId,
      channel,
      granted: change.consents[channel]!,
    }));
    const changed = await tx
      .insert(customerConsents)
      .values(rows)
      .onConflictDoUpdate({
        target: [customerConsents.customerId, customerConsents.channel, customerConsents.storeId],
        set: { granted: sql`excluded.granted`, changedAt: sql`now()` },
        setWhere: sql`${customerConsents.granted} <> excluded.granted`,
      })
      .returning({
        channel: customerConsents.channel,
        granted: customerConsents.granted,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    // A first "no" is not a change worth a history row: there was nothing to withdraw.
    const worthKeeping = changed.filter((c) => c.granted || !c.inserted);
    if (worthKeeping.length > 0) {
      await tx.insert(customerConsentHistory).values(
        worthKeeping.map((c) => ({
          storeId: change.storeId,
          customerId: change.customerId,
          channel: c.channel,
          granted: c.granted,
          source: change.source,
          byUserId: change.byUserId ?? null,
        })),
      );
    }
  }
  const now = await readConsents(tx, change.storeId, change.customerId);
  await tx
    .update(customers)
    .set({ marketingConsent: now.inbox || now.push || now.mail })
    .where(and(eq(customers.storeId, change.storeId), eq(customers.id, change.customerId)));
  return now;
}

export async function readConsents(
  db: DbOrTx,
  storeId: number,
  customerId: number,
): Promise<ChannelConsents> {
  const rows = await db
    .select({ channel: customerConsents.channel, granted: customerConsents.granted })
    .from(customerConsents)
    .where(and(eq(customerConsents.storeId, storeId), eq(customerConsents.customerId, customerId)));
  const consents: ChannelConsents = { inbox: false, push: false, mail: false };
  for (const row of rows) consents[row.channel] = row.granted;
  return consents;
}

/** The customer's consent on a channel at a moment, from the history (SQL, for the inbox's reads). */
export function consentGrantedAt(customerId: SQL | number, channel: ConsentChannel, at: SQL): SQL {
  return sql`coalesce((select h.granted from ${customerConsentHistory} h
    where h.customer_id = ${customerId} and h.channel = ${channel} and h.at <= ${at}
    order by h.at desc, h.id desc limit 1), false)`;
}

/** How many customers of a store accept at least one of the channels now. */
export async function countConsenting(
  db: DbOrTx,
  storeIds: number[],
  channels: ConsentChannel[],
): Promise<number> {
  if (storeIds.length === 0) return 0;
  const found = await db.execute<{ n: number }>(sql`select count(distinct cc.customer_id)::int as n
    from ${customerConsents} cc join ${customers} c on c.id = cc.customer_id and c.deleted_at is null
    where cc.store_id = any(${arrayLiteral(storeIds)}::int[]) and cc.channel = any(${arrayLiteral(channels)}::text[]) and cc.granted`);
  return found.rows[0]?.n ?? 0;
}

/**
 * Every channel given, with its history row, to the store's customers whose summary says they accepted
 * and who have no consent row yet (customers written straight in the database: demo data, bench data).
 */
export async function consentsFromSummary(db: DbOrTx, storeId: number, source: ConsentSource): Promise<void> {
  await db.execute(sql`
    with given as (
      insert into ${customerConsents} (store_id, customer_id, channel, granted, changed_at)
      select c.store_id, c.id, ch.channel, true, c.created_at
        from ${customers} c cross join (values ('inbox'), ('push'), ('mail')) as ch(channel)
       where c.store_id = ${storeId} and c.marketing_consent and c.deleted_at is null
         and not exists (select 1 from ${customerConsents} cc where cc.customer_id = c.id)
      returning store_id, customer_id, channel, changed_at)
    insert into ${customerConsentHistory} (store_id, customer_id, channel, granted, source, at)
    select store_id, customer_id, channel, true, ${source}, changed_at from given`);
}
