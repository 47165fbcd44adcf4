import type { SQL } from 'drizzle-orm';
import { SessionChanged } from '../counter-fast-path/claim-in-statement.ts';
import { RememberedSessions } from '../counter-fast-path/remembered-sessions.ts';
import { sessionUnchanged } from '../features/account/auth/index.ts';
import type { AnySession, Session } from '../lib/context.ts';

type ReadSession = () => Promise<(Session & { revision?: number }) | AnySession | null>;

/** Whether the route's access rule (a check that throws) lets this session in. */
function mayAccess(assertAccess: (session: Session) => void, session: Session): boolean {
  try {
    assertAccess(session);
    return true;
  } catch {
    return false;
  }
}

/**
 * The counter's fast path: a call whose one statement claims its Idempotency-Key (give and discount
 * points) runs on the session its token had in the last minute, without reading it, because that
 * statement writes nothing unless the session is still the database's, unchanged (sessionUnchanged),
 * and then says so ('session-changed'). Only then, or when the remembered session would be refused
 * access, does the call run again, on the session read fresh: every other refusal (no customer, not
 * enough points, the key taken) is the database's already and is answered as it is.
 */
export class CounterFastPath {
  private readonly remembered = new RememberedSessions();

  async answer<T>(
    token: string,
    assertAccess: (session: Session) => void,
    read: ReadSession,
    run: (session: AnySession | null, sessionCheck?: SQL) => Promise<T>,
  ): Promise<T> {
    const memory = this.remembered.recall(token);
    if (memory) {
      if (mayAccess(assertAccess, memory.session)) {
        try {
          return await run(memory.session, sessionUnchanged(memory.session.sessionId, memory.revision));
        } catch (error) {
          if (!(error instanceof SessionChanged)) throw error;
        }
      }
      this.remembered.forget(token);
    }
    const session = await read();
    // A wallet's customer session (an order placed claims its key too) is never remembered: read every call.
    if (session && session.kind !== 'customer' && 'revision' in session && session.revision !== undefined) {
      this.remembered.remember(token, session, session.revision);
    }
    return run(session);
  }
}
