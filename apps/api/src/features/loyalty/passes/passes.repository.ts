import type { DbOrTx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';

export type Wallet = 'apple' | 'google';

/** The card as a wallet was just given it: the balance and level it shows, and when. */
export async function recordShown(db: DbOrTx, storeId: number, customerId: number, wallet: Wallet) {
  const { rows } = await db.execute<{ updatedAt: Date }>(sql`
    insert into wallet_passes (store_id, customer_id, wallet, shown_balance, shown_level_id)
    select store_id, id, ${wallet}, balance, level_id from customers where store_id = ${storeId} and id = ${customerId}
    on conflict (store_id, customer_id, wallet) do update
      set shown_balance = excluded.shown_balance, shown_level_id = excluded.shown_level_id,
        updated_at = case
          when wallet_passes.shown_balance = excluded.shown_balance
            and wallet_passes.shown_level_id is not distinct from excluded.shown_level_id
          then wallet_passes.updated_at else now() end
    returning updated_at as "updatedAt"`);
  return rows[0] ? new Date(rows[0].updatedAt) : null;
}

/** When the customer's Apple pass last changed (Last-Modified), or null: never given. */
export async function appleUpdatedAt(db: DbOrTx, storeId: number, customerId: number): Promise<Date | null> {
  const { rows } = await db.execute<{
    updatedAt: Date;
  }>(sql`select updated_at as "updatedAt" from wallet_passes
    where store_id = ${storeId} and customer_id = ${customerId} and wallet = 'apple'`);
  return rows[0] ? new Date(rows[0].updatedAt) : null;
}

/** A device registered for the customer's pass: true when new (Apple's 201), false when it was (200). */
export async function registerDevice(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  deviceId: string,
  pushToken: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ created: boolean }>(sql`
    insert into apple_pass_devices (store_id, customer_id, device_id, push_token)
    values (${storeId}, ${customerId}, ${deviceId}, ${pushToken})
    on conflict (store_id, customer_id, device_id) do update set push_token = excluded.push_token
    returning (xmax = 0) as created`);
  return rows[0]?.created ?? false;
}

export async function unregisterDevice(db: DbOrTx, storeId: number, customerId: number, deviceId: string) {
  await db.execute(sql`delete from apple_pass_devices
    where store_id = ${storeId} and customer_id = ${customerId} and device_id = ${deviceId}`);
}

/** The device's passes changed after `since` (all of them without it), and the newest change. */
export async function devicePassesSince(db: DbOrTx, deviceId: string, since: Date | null) {
  const { rows } = await db.execute<{ storeId: number; customerId: number; updatedAt: Date }>(sql`
    select d.store_id as "storeId", d.customer_id as "customerId", p.updated_at as "updatedAt"
    from apple_pass_devices d
    join wallet_passes p on p.store_id = d.store_id and p.customer_id = d.customer_id and p.wallet = 'apple'
    where d.device_id = ${deviceId} and (${since}::timestamptz is null or p.updated_at > ${since}::timestamptz)`);
  return rows;
}

export type ChangedPass = {
  storeId: number;
  customerId: number;
  wallet: Wallet;
  balance: number;
  level: string | null;
};

/**
 * Up to `limit` passes whose customer's balance or level is not what the wallet shows, marked shown
 * now (updated_at: Apple's devices then ask for them). Two runs at once take different rows.
 */
export async function takeChangedPasses(db: DbOrTx, limit: number): Promise<ChangedPass[]> {
  const { rows } = await db.execute<ChangedPass>(sql`
    with changed as (
      select p.store_id, p.customer_id, p.wallet from wallet_passes p
      join customers c on c.store_id = p.store_id and c.id = p.customer_id
      where c.deleted_at is null
        and (c.balance <> p.shown_balance or c.level_id is distinct from p.shown_level_id)
      limit ${limit}
      for update of p skip locked)
    update wallet_passes p set shown_balance = c.balance, shown_level_id = c.level_id, updated_at = now()
    from changed, customers c
    where (p.store_id, p.customer_id, p.wallet) = (changed.store_id, changed.customer_id, changed.wallet)
      and c.store_id = p.store_id and c.id = p.customer_id
    returning p.store_id as "storeId", p.customer_id as "customerId", p.wallet, c.balance,
      (select l.name from customer_levels l where l.id = c.level_id) as level`);
  return rows;
}

/** A pass whose update did not reach its wallet: taken again by the next run (no balance is below zero). */
export async function markUnsent(db: DbOrTx, pass: Pick<ChangedPass, 'storeId' | 'customerId' | 'wallet'>) {
  await db.execute(sql`update wallet_passes set shown_balance = -1
    where store_id = ${pass.storeId} and customer_id = ${pass.customerId} and wallet = ${pass.wallet}`);
}

/** A Google object the customer never saved (Google answers 404): no longer updated. */
export async function forgetPass(db: DbOrTx, pass: Pick<ChangedPass, 'storeId' | 'customerId' | 'wallet'>) {
  await db.execute(sql`delete from wallet_passes
    where store_id = ${pass.storeId} and customer_id = ${pass.customerId} and wallet = ${pass.wallet}`);
}

/** The push tokens of the devices holding these customers' Apple passes. */
export async function pushTokensOf(db: DbOrTx, passes: Pick<ChangedPass, 'storeId' | 'customerId'>[]) {
  if (passes.length === 0) return [];
  const { rows } = await db.execute<{
    storeId: number;
    customerId: number;
    deviceId: string;
    pushToken: string;
  }>(sql`
    select store_id as "storeId", customer_id as "customerId", device_id as "deviceId", push_token as "pushToken"
    from apple_pass_devices
    where (store_id, customer_id) in (select * from unnest(
      ${`{${passes.map((p) => p.storeId).join(',')}}`}::int[], ${`{${passes.map((p) => p.customerId).join(',')}}`}::int[]))`);
  return rows;
}

/** A push token APNs says is gone (410): its device no longer holds the pass. */
export async function forgetPushToken(db: DbOrTx, pushToken: string) {
  await db.execute(sql`delete from apple_pass_devices where push_token = ${pushToken}`);
}
