import { type ComponentType, createElement, lazy, useState } from 'react';
import { loadAllTexts } from '../i18n';

/** A lazily loaded component that can be loaded ahead of its first drawing. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy that draws its module at once when it is already in (preload() ran, or an earlier drawing):
 * a lazy component always suspends on its first drawing, and React holds back what comes after a
 * Suspense fallback by up to 300 ms, so a screen loaded ahead (the sign-in's warm-up) would still wait.
 * An instance keeps the way it was first drawn (no remount when the module arrives meanwhile).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(get);
  function Loaded(props: P) {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Loaded, { preload: () => get().then(() => undefined) });
}

/**
 * A screen outside the first download: its chunk, and the whole Spanish dictionary (the first download
 * has only the sign-in page's sections of it: i18n/index.ts).
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return preloadable<P>(async () => {
    const [module] = await Promise.all([load(), loadAllTexts()]);
    return module;
  });
}
