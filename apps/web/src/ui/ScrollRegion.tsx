import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this region, which keyboard users can focus and
 * scroll (WCAG: scrollable regions must be reachable without a mouse).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </section>
  );
}
