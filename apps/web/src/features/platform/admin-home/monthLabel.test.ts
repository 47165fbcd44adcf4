import { describe, expect, it } from 'vitest';
import { monthLabel } from './MonthsChart';

describe("the admin chart's months", () => {
  it("reads as a month name in the reader's language, not as 2026-01", () => {
    expect(monthLabel('2026-01', 'es')).toBe('ene 2026');
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-12', 'fr')).toMatch(/^déc\.? 2026$/);
  });
});
