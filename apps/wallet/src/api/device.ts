/**
 * This phone's wallet: a random id kept in localStorage, made the first time it is asked for. Sent at
 * sign-up and when the invite card is read, so a friend signing up on the referrer's own phone is told
 * apart (issue 34 §3). It names no person and is the same for every store on this phone.
 */
const KEY = 'premia.wallet.device';

export function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const made = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    // No storage (a private window that refuses it): nothing to compare, the server checks email and mobile.
    return undefined;
  }
}
