import { useEffect } from 'react';

/** Sets the document title; the app starts as 'Inicio' (spec §2). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
