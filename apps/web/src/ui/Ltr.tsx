import type { ReactNode } from 'react';

/**
 * A phone number, an email or a code: always read left to right, kept whole inside a right-to-left
 * line (Arabic), where '+51 987…' would otherwise show as '…987 51+'. `breakable` (an email): one
 * unbroken word of any length, allowed to wrap anywhere rather than widen its table past the window.
 */
export function Ltr({ children, breakable }: { children: ReactNode; breakable?: boolean }) {
  return (
    <bdi dir="ltr" className={breakable ? 'ltr ltr--breakable' : 'ltr'}>
      {children}
    </bdi>
  );
}
