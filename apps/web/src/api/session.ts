import type { LoginData } from '@premia/contract';

/** The stored local login data of spec §3, kept in localStorage so a reload stays signed in. */
const storageKey = 'premia.session';

/** Why the last session ended: a sign-out goes to '/', an expired session to /signin (spec §4). */
type EndReason = 'logout' | 'expired';

let current: LoginData | null = null;
let loaded = false;
let lastEndReason: EndReason | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function write(value: LoginData | null) {
  try {
    if (value) localStorage.setItem(storageKey, JSON.stringify(value));
    else localStorage.removeItem(storageKey);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

/**
 * The authorization check run at start (spec §4): a stored session counts only with a token and a
 * user type; a token without a user type is logged out.
 */
export function readStoredSession(): LoginData | null {
  let parsed: unknown = null;
  try {
    const raw = localStorage.getItem(storageKey);
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const candidate = parsed as Partial<LoginData> | null;
  if (!candidate || typeof candidate.token !== 'string' || candidate.token === '') {
    if (candidate) write(null);
    return null;
  }
  if (candidate.userType !== 'client' && candidate.userType !== 'admin') {
    write(null);
    return null;
  }
  return candidate as LoginData;
}

export function getSession(): LoginData | null {
  if (!loaded) {
    current = readStoredSession();
    loaded = true;
  }
  return current;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function startSession(user: LoginData) {
  lastEndReason = null;
  current = user;
  loaded = true;
  write(user);
  emit();
}

/** Refreshes part of the stored data (e.g. the permissions after a profile load, spec §4). */
export function updateSession(patch: Partial<Omit<LoginData, 'token'>>) {
  const session = getSession();
  if (!session) return;
  const next = { ...session, ...patch };
  const changed = Object.keys(patch).some(
    (key) => session[key as keyof LoginData] !== next[key as keyof LoginData],
  );
  if (!changed) return;
  current = next;
  write(next);
  emit();
}

export function endSession(reason: EndReason) {
  if (getSession() === null) return;
  lastEndReason = reason;
  current = null;
  write(null);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionEndReason(): EndReason | null {
  return lastEndReason;
}
