import type { Failure } from '@premia/contract';
import { useRef, useState } from 'react';
import { AttemptKeys } from './attemptKeys';

type Result = { s: 'ok' } | Failure;

/**
 * Runs one point-changing call at a time with an Idempotency-Key: a second click while the first
 * call runs does nothing, and a retry of an unanswered call reuses its key.
 */
export function useOnce() {
  const running = useRef(false);
  const keys = useRef(new AttemptKeys());
  const [busy, setBusy] = useState(false);

  async function run<R extends Result>(
    body: unknown,
    call: (headers: Record<string, string>) => Promise<R>,
  ): Promise<R | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      const result = await call({ 'Idempotency-Key': keys.current.keyFor(body) });
      // A failure without an errorType never reached a decision of the server (network): keep the key.
      if (result.s === 'ok' || (result as Failure).errorType) keys.current.settle();
      return result;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy };
}
