/** A fakeApi answer that refuses the call as the server does a bad body: 400 with its Spanish m. */
export const refused = (m: string) => ({
  status: 400,
  failure: { s: 'not-ok' as const, m, errorType: 'validation' as const },
});

/** A fake server's switch: the next call of a kind is refused with `m`, the ones after it answered. */
export function refusals(m: string) {
  const next = new Set<string>();
  return {
    refuseNext: (kind: string) => next.add(kind),
    answer: <T>(kind: string, ok: () => T) => (next.delete(kind) ? refused(m) : ok()),
  };
}

/** The titles of the error toasts on screen (antd's notification.error). */
export function errorToasts(): string[] {
  return [...document.querySelectorAll('.ant-notification-notice-error .ant-notification-notice-title')].map(
    (toast) => toast.textContent ?? '',
  );
}
