// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewport, viewOf } from './useViewport';

describe('viewOf (spec §9 breakpoints)', () => {
  it('is desktop over 1220, tab over 767, mobile otherwise', () => {
    expect(viewOf(1440)).toBe('desktop');
    expect(viewOf(1221)).toBe('desktop');
    expect(viewOf(1220)).toBe('tab');
    expect(viewOf(768)).toBe('tab');
    expect(viewOf(767)).toBe('mobile');
    expect(viewOf(375)).toBe('mobile');
  });
});

describe('useViewport', () => {
  afterEach(() => vi.useRealTimers());

  it('follows a resize only after 1000 ms without another one', () => {
    vi.useFakeTimers();
    window.innerWidth = 1440;
    const { result } = renderHook(() => useViewport());
    expect(result.current).toBe('desktop');
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(600);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(600);
    });
    expect(result.current).toBe('desktop');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('mobile');
  });
});
