import type { Session } from '../lib/context.ts';
import { hashToken } from '../lib/tokens.ts';

const REMEMBER_MS = 60_000;
const MAX_SESSIONS = 10_000;

interface Remembered {
  session: Session;
  /** The session's revision when it was read (sessionUnchanged checks it against the database). */
  revision: number;
  readAt: number;
}

/**
 * The sessions read in the last minute, by token (kept as its hash, like the database does), in one API
 * process. Nothing here is trusted: a call
 * may run on a remembered session only when its one statement checks, in the database, that the
 * session is unchanged (api-routes.ts). Losing them (a restart, another process) only costs a read.
 */
export class RememberedSessions {
  private readonly byToken = new Map<string, Remembered>();

  constructor(
    private readonly rememberMs = REMEMBER_MS,
    private readonly max = MAX_SESSIONS,
    private readonly now = () => Date.now(),
  ) {}

  recall(token: string): Remembered | undefined {
    const key = hashToken(token).toString('hex');
    const found = this.byToken.get(key);
    if (found && this.now() - found.readAt > this.rememberMs) {
      this.byToken.delete(key);
      return undefined;
    }
    return found;
  }

  remember(token: string, session: Session, revision: number): void {
    const key = hashToken(token).toString('hex');
    this.byToken.delete(key);
    // The oldest goes first (a Map keeps the order of insertion).
    if (this.byToken.size >= this.max) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(key, { session, revision, readAt: this.now() });
  }

  forget(token: string): void {
    this.byToken.delete(hashToken(token).toString('hex'));
  }
}
