import { type ComponentType, lazy } from 'react';
import { loadAllTexts } from '../i18n';

/**
 * React.lazy for a screen outside the first download: its chunk, and the whole Spanish dictionary
 * (the first download has only the sign-in page's sections of it: i18n/index.ts).
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadAllTexts()]).then(([module]) => module));
}
