import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/** React's warnings of a list whose children it cannot tell apart: rows duplicated or dropped on update. */
const KEY_WARNING =
  /Encountered two children with the same key|Each child in a list should have a unique "key"/;

/**
 * Fails the test during which React warned of a list's keys (it says so on console.error and renders on).
 * For a test setup file: each test of the app is watched.
 */
export function failOnReactKeyWarnings(): void {
  let warnings: string[] = [];
  let spy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    warnings = [];
    const original = console.error;
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (KEY_WARNING.test(text)) warnings.push(text.slice(0, 300));
      original(...args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(warnings, "React's key warnings during the test").toEqual([]);
  });
}
