import { useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH, RESIZE_DEBOUNCE_MS } from './constants';

/** The three views of spec §2: Desktop (over 1220), Tab (over 767), Mobile. */
export type View = 'desktop' | 'tab' | 'mobile';

export function viewOf(width: number): View {
  if (width > DESKTOP_MIN_WIDTH) return 'desktop';
  if (width > MOBILE_MAX_WIDTH) return 'tab';
  return 'mobile';
}

/** The current view; window resizes are debounced by 1000 ms (spec §9). */
export function useViewport(): View {
  const [view, setView] = useState<View>(() => viewOf(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setView(viewOf(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return view;
}
