import { useEffect, useState } from 'react';

/**
 * False until `ready` has been true for one painted frame, then true for good: what can wait (a chart's
 * code, a few hundred ms of the main thread on a phone) starts after the figures beside it are on screen.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before it paints; the task after it runs once it has painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
