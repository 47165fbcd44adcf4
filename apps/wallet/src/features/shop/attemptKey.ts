/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per checkout attempt: the same order sent again (a double tap, a retry after no answer)
 * carries the same key, so the server makes it once; a changed order is a new attempt with a new key
 * (the server refuses a key with another body).
 */
export function attemptKeys() {
  let last: { body: string; key: string } | null = null;
  return (input: unknown): string => {
    const body = JSON.stringify(input);
    if (last?.body !== body) last = { body, key: newKey() };
    return last.key;
  };
}
