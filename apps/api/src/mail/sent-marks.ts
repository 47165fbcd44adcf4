import type { DbOrTx } from '../db/database.ts';
import { markMailsSent } from './mail.repository.ts';

/**
 * Marks the mails of a batch sent as the SMTP server takes them, gathered: while one statement is being
 * written, the mails taken meanwhile wait for the next one, so a batch sending 16 at a time writes a few
 * statements a round instead of one per mail (issue 19: the per-mail update was the largest part of the
 * API's CPU per mail). A mark resolves once its statement is written, and a batch's lane sends its next
 * mail only then: what a crash can send twice (taken by the server, its mark not written yet) is still
 * the mails in flight, as with one statement per mail.
 */
export function sentMarks(db: DbOrTx): (mailId: number) => Promise<void> {
  let waiting: { id: number; done: () => void; failed: (error: unknown) => void }[] = [];
  let writing = false;

  async function writeWaiting() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await markMailsSent(
          db,
          group.map((g) => g.id),
        );
        for (const g of group) g.done();
      } catch (error) {
        for (const g of group) g.failed(error);
      }
    }
    writing = false;
  }

  return (mailId) =>
    new Promise<void>((done, failed) => {
      waiting.push({ id: mailId, done, failed });
      if (!writing) void writeWaiting();
    });
}
