import { type ReactNode, useEffect } from 'react';
import { loadAllTexts } from '../i18n';
import { ShellScreen } from './shellScreen';

let warming: Promise<void> | null = null;

/**
 * The back office's code (the shell, the home, the store dashboard) and its Spanish texts, loaded and run
 * ahead of the session: after «Ingresar» what is left is the session and the figures (issue 32 §9: with
 * an empty cache they came 1.65 s after the click while all of it waited for the click).
 */
export function warmBackOffice(): Promise<void> {
  warming ??= Promise.all([
    ShellScreen.preload().then(() => import('./DashboardApp').then((shell) => shell.preloadStoreLanding())),
    loadAllTexts(),
  ]).then(
    () => {
      // Said on the page (<html data-back-office="warm">): the browser tests wait for it, as the chunks
      // having arrived (network idle) is not their code having run on a loaded machine.
      document.documentElement.dataset.backOffice = 'warm';
    },
    // A chunk that failed is asked for again by the screen that needs it.
    () => undefined,
  );
  return warming;
}

/**
 * Warms the back office once someone starts on the page (a field or a button takes the focus), while
 * they type; not on the page's load, so the sign-in page's first download stays what it is.
 */
export function WarmOnFocus({ children }: { children: ReactNode }) {
  useEffect(() => {
    const warm = () => void warmBackOffice();
    document.addEventListener('focusin', warm, { once: true });
    return () => document.removeEventListener('focusin', warm);
  }, []);
  return children;
}
