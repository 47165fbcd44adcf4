import { type Column, getTableName, is, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createEmployee, createSignedInStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { stores, users } from '../../../db/schema.ts';
import { sessionColumns } from './auth.repository.ts';

/** Every column a session is made of, and those that say it still works, by table. */
function watchedColumns(): Map<string, string[]> {
  const all: Column[] = [users.active, users.deletedAt, stores.active, stores.deletedAt];
  const gather = (o: object) => {
    for (const v of Object.values(o)) {
      if (is(v, PgColumn)) all.push(v);
      else gather(v);
    }
  };
  gather(sessionColumns);
  const byTable = new Map<string, string[]>();
  for (const c of all) {
    // A row's own id never changes; the session's own columns are checked in the statement itself.
    if (c.primary || getTableName(c.table) === 'sessions') continue;
    const table = getTableName(c.table);
    byTable.set(table, [...(byTable.get(table) ?? []), c.name]);
  }
  return byTable;
}

describe("a session's revision", () => {
  const t = useTestApp();

  const triggerOn = async (table: string) =>
    (
      await t.db.execute<{ d: string }>(sql`select pg_get_triggerdef(tg.oid) as d from pg_trigger tg
        where tg.tgrelid = ${table}::regclass and tg.tgname = ${`${table}_revise_sessions`}`)
    ).rows[0]?.d ?? '';

  it('is raised by a change to any value the session is made of (the triggers watch each column)', async () => {
    const watched = watchedColumns();
    expect([...watched.keys()].sort()).toEqual(['stores', 'users']);
    for (const [table, columns] of watched) {
      const definition = await triggerOn(table);
      for (const column of columns) expect(definition).toMatch(new RegExp(`\\bold\\.${column}\\b`, 'i'));
    }
  });

  async function revisionsOf(storeId: number) {
    const rows = await t.db.execute<{
      id: number;
      revision: number;
    }>(sql`select s.id, s.revision from sessions s
      join users u on u.id = s.user_id where u.store_id = ${storeId} order by s.id`);
    return rows.rows;
  }

  it("moves with the store's counter settings and its user's permissions, not with the store's counters", async () => {
    // A store of its own with an owner and an employee signed in: the demo store's rows never change here.
    const { store, location, owner } = await createSignedInStore(t);
    const storeId = store.id;
    const employee = await createEmployee(t.db, storeId, location.id);
    await t.login(employee.email, TEST_PASSWORD);
    const before = await revisionsOf(storeId);
    expect(before.length).toBeGreaterThan(0);

    await t.db.execute(sql`update stores set redeem_used = redeem_used + 1 where id = ${storeId}`);
    expect(await revisionsOf(storeId)).toEqual(before);

    await t.db.execute(
      sql`update stores set conversion_points = conversion_points + 1 where id = ${storeId}`,
    );
    const afterSettings = await revisionsOf(storeId);
    expect(afterSettings.map((s) => s.revision)).toEqual(before.map((s) => s.revision + 1));

    await t.db.execute(sql`update users set perm_redeem = not perm_redeem where id = ${owner.id}`);
    await t.db.execute(sql`update users set perm_redeem = not perm_redeem where id = ${owner.id}`);
    const owners = await t.db.execute<{ id: number }>(
      sql`select id from sessions where user_id = ${owner.id}`,
    );
    const ownerSessions = new Set(owners.rows.map((r) => r.id));
    for (const s of await revisionsOf(storeId)) {
      const was = afterSettings.find((a) => a.id === s.id)!.revision;
      expect(s.revision).toBe(ownerSessions.has(s.id) ? was + 2 : was);
    }
  });
});
