import type { ReactNode } from 'react';

/**
 * A phone number, an email or a code: always read left to right, kept whole inside a right-to-left
 * line (Arabic), where '+51 987…' would otherwise show as '…987 51+'.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="ltr">
      {children}
    </bdi>
  );
}
