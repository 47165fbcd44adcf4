import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { errorForLog } from './error-log.ts';

const t = useTestApp({ seed: false });

async function failure(statement: ReturnType<typeof sql>): Promise<unknown> {
  return t.db.execute(statement).then(
    () => expect.unreachable('the statement should fail'),
    (error: unknown) => error,
  );
}

describe('an error as the log keeps it', () => {
  it("keeps a failed query's statement and code, never its parameters", async () => {
    const error = await failure(sql`select ${'secreto.personal@correo.pe'}::int`);
    const logged = JSON.stringify(errorForLog(error));
    expect(String((error as Error).message)).toContain('secreto.personal@correo.pe');
    expect(logged).not.toContain('secreto.personal@correo.pe');
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::int');
  });

  it("never keeps the database's DETAIL, which quotes the row", async () => {
    await t.db.execute(sql`create temporary table people (email text primary key)`);
    await t.db.execute(sql`insert into people values ('ana@correo.pe')`);
    const error = await failure(sql`insert into people values (${'ana@correo.pe'})`);
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('23505');
    expect(logged).not.toContain('ana@correo.pe');
  });
});
