import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { arrayLiteral } from '../lib/pg-array.ts';
import { insertQueuedMails } from './mail.repository.ts';
import { sentMarks } from './sent-marks.ts';

const t = useTestApp();

const statusOf = async (id: number) =>
  (await t.db.execute<{ status: string }>(sql`select status from mail_outbox where id = ${id}`)).rows[0]
    ?.status;

describe('marking the mails of a batch sent', () => {
  it('tells each mail sent only once its row says so, and writes 16 marks made at once in fewer statements', async () => {
    const ids = await insertQueuedMails(
      t.db,
      Array.from({ length: 16 }, (_, i) => ({ to: `lote${i}@correo.pe`, subject: 'Lote', text: 'Hola' })),
    );
    const markSent = sentMarks(t.db);
    const seen = await Promise.all(ids.map((id) => markSent(id).then(() => statusOf(id))));
    expect(seen).toEqual(ids.map(() => 'sent'));
    // Rows written by one statement share its transaction's now().
    const statements = await t.db.execute<{ n: number }>(
      sql`select count(distinct sent_at)::int as n from mail_outbox where id = any(${arrayLiteral(ids)}::int[])`,
    );
    expect(statements.rows[0]!.n).toBeLessThan(16);
    expect(statements.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
