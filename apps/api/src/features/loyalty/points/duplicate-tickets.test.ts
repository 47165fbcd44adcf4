import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';

// Issue #13 item 5: a ticket number already used in the store within its window (1 = today, the
// store's day) is refused with 409 until the user confirms; a confirmed one is marked on its entry.
let owner: string;
let storeId: number;
let seq = 0;
const ticket = () => `B001-${Date.now()}-${++seq}`;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  await t.pool.query(
    `update stores set welcome_points = 0, email_on_customer_creation = false, use_conversion = true,
       conversion_points = 1, conversion_money_cents = 100, duplicate_ticket_days = 1 where slug = 'cafe-aurora'`,
  );
  storeId = (await t.post('/client/get-store-info', {}, owner)).body.store.id;
});

async function newCustomer(token = owner) {
  const res = await t.post('/client/customer/add', { firstName: 'Rosa', lastName: `Quispe ${++seq}` }, token);
  expect(res.body.s).toBe('ok');
  return res.body.customer as { id: number; name: string; clientCode: string };
}

const give = (customerId: number, ticketNumber: string, extra: Record<string, unknown> = {}, key?: string) =>
  t.post(
    '/client/customer/add-points',
    { customerId, amount: 25, ticketNumber, ...extra },
    owner,
    key ? { 'Idempotency-Key': key } : {},
  );

async function rowsWithTicket(ticketNumber: string) {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ledger_entries where ticket_number = ${ticketNumber}`,
  );
  return rows[0]!.n;
}

/** An earlier use of a ticket, written as the counter would have `ago` before now. */
async function usedAgo(customerId: number, ticketNumber: string, ago: string) {
  await t.db.execute(
    sql`insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, ticket_number, created_at)
        values (${storeId}, ${customerId}, 'purchase', 5, 500, ${ticketNumber}, ${ago}::timestamptz)`,
  );
}

describe('a ticket number used twice', () => {
  it('is refused with 409, saying when and for which customer, and nothing is written', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const number = ticket();
    const given = await give(first.id, number);
    expect(given.status).toBe(200);
    expect(given.body.entry).toMatchObject({ ticketNumber: number, duplicateTicket: false });

    const again = await give(second.id, number);
    expect(again.status).toBe(409);
    // When, on the store's wall clock: raw in the params (each app writes it), as a Spanish date in m.
    const [date, time] = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Lima',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(given.body.entry.createdAt))
      .split(' ') as [string, string];
    expect(again.body).toMatchObject({
      s: 'not-ok',
      errorType: 'conflict',
      code: 'points.duplicateTicket',
      params: { ticket: number, when: `${date}T${time}`, customer: `${first.name} (${first.clientCode})` },
    });
    expect(again.body.m).toBe(
      `El ticket ${number} ya se usó el ${date.split('-').reverse().join('/')} ${time} para ${first.name} (${first.clientCode}). Si es otra compra, confírmelo para registrarlo.`,
    );
    expect(await rowsWithTicket(number)).toBe(1);
  });

  it('is given once confirmed, and the entry says it was a confirmed duplicate (statement and activity)', async () => {
    const c = await newCustomer();
    const number = ticket();
    await give(c.id, number);
    const confirmed = await give(c.id, number, { confirmDuplicateTicket: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.entry).toMatchObject({ ticketNumber: number, duplicateTicket: true, points: 25 });
    expect(await rowsWithTicket(number)).toBe(2);
    const statement = await t.post(
      '/client/customer/points',
      { customerId: c.id, page: 1, pageSize: 5 },
      owner,
    );
    expect(statement.body.entries.map((e: { duplicateTicket: boolean }) => e.duplicateTicket)).toEqual([
      true,
      false,
    ]);
    const activity = await t.post(
      '/client/activity/purchases',
      { page: 1, pageSize: 5, customerId: c.id },
      owner,
    );
    expect(activity.body.entries[0]).toMatchObject({ ticketNumber: number, duplicateTicket: true });
    // The flag on a ticket never used marks nothing.
    const fresh = await give(c.id, ticket(), { confirmDuplicateTicket: true });
    expect(fresh.body.entry.duplicateTicket).toBe(false);
  });

  it('a retry with the same Idempotency-Key is the same call, not a duplicate ticket', async () => {
    const c = await newCustomer();
    const number = ticket();
    const key = `dup-${number}`;
    const first = await give(c.id, number, {}, key);
    const retries = await Promise.all([give(c.id, number, {}, key), give(c.id, number, {}, key)]);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
    expect(await rowsWithTicket(number)).toBe(1);
    // Another key with the same ticket is another purchase: refused until confirmed.
    expect((await give(c.id, number, {}, `${key}-b`)).status).toBe(409);
  });

  it('counts only the window the owner set: today by default (the store’s day), or N days', async () => {
    const c = await newCustomer();
    const yesterday = ticket();
    // A minute before today's midnight in Lima: yesterday for the store, whatever the server's zone.
    await usedAgo(
      c.id,
      yesterday,
      (
        await t.db.execute<{ at: string }>(
          sql`select (date_trunc('day', now() at time zone 'America/Lima') at time zone 'America/Lima' - interval '1 minute')::text as at`,
        )
      ).rows[0]!.at,
    );
    expect((await give(c.id, yesterday)).status).toBe(200);

    const lastWeek = ticket();
    await usedAgo(c.id, lastWeek, new Date(Date.now() - 5 * 86_400_000).toISOString());
    const saved = await t.post('/client/store/save', { duplicateTicketDays: 7 }, owner);
    expect(saved.status).toBe(200);
    expect((await t.post('/client/get-store-info', {}, owner)).body.store.duplicateTicketDays).toBe(7);
    // The counter's next call (its remembered session too) applies the new window.
    expect((await give(c.id, lastWeek, {}, `w-${lastWeek}`)).status).toBe(409);
    const older = ticket();
    await usedAgo(c.id, older, new Date(Date.now() - 8 * 86_400_000).toISOString());
    expect((await give(c.id, older)).status).toBe(200);

    for (const days of [0, 366, 1.5]) {
      expect(
        (await t.post('/client/store/save', { duplicateTicketDays: days }, owner)).status,
        String(days),
      ).toBe(400);
    }
    await t.post('/client/store/save', { duplicateTicketDays: 1 }, owner);
  });

  it('ignores another store’s tickets and a purchase that was reversed', async () => {
    const c = await newCustomer();
    const number = ticket();
    const { token: otherOwner } = await createSignedInStore(t);
    const theirs = await newCustomer(otherOwner);
    const elsewhere = await t.post(
      '/client/customer/add-points',
      { customerId: theirs.id, amount: 5, ticketNumber: number },
      otherOwner,
    );
    expect(elsewhere.status).toBe(200);
    expect((await give(c.id, number)).status).toBe(200);

    const reversedTicket = ticket();
    const given = await give(c.id, reversedTicket);
    expect(
      (await t.post('/client/customer/delete-points', { entryId: given.body.entry.id }, owner)).status,
    ).toBe(200);
    expect((await give(c.id, reversedTicket)).status).toBe(200);
  });

  it('employees get the same 409 as owners; a purchase without a ticket is never checked', async () => {
    const employee = await t.login('employee@premia.local');
    const c = await newCustomer();
    const number = ticket();
    await give(c.id, number);
    const res = await t.post(
      '/client/customer/add-points',
      { customerId: c.id, amount: 10, ticketNumber: number },
      employee,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('points.duplicateTicket');
    for (let i = 0; i < 2; i++) expect((await give(c.id, '')).status).toBe(200);
  });
});
