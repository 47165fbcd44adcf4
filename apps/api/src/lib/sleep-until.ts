/**
 * Resolves once the wall clock has reached `at`. A timer alone may fire up to a millisecond early
 * (it counts on the monotonic clock, `Date.now()` reads the wall clock, each cut to whole
 * milliseconds), and a send must never go out before its time.
 */
export async function sleepUntil(at: Date): Promise<void> {
  while (Date.now() < at.getTime()) {
    await new Promise<void>((resolve) => setTimeout(resolve, at.getTime() - Date.now()));
  }
}
