import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayDisabled, MAX_RANGE_DAYS, monthName, toDay, zoned } from './days';

describe('dayDisabled', () => {
  const today = dayjs('2026-10-31');
  it('refuses days after today', () => {
    expect(dayDisabled(dayjs('2026-11-01'), today)).toBe(true);
    expect(dayDisabled(dayjs('2026-10-31'), today)).toBe(false);
  });
  it('refuses a second end a year or more away from the first', () => {
    const from = dayjs('2026-10-31');
    expect(dayDisabled(from.subtract(MAX_RANGE_DAYS - 1, 'day'), today, from)).toBe(false);
    expect(dayDisabled(from.subtract(MAX_RANGE_DAYS, 'day'), today, from)).toBe(true);
  });
});

describe('money and days', () => {
  it('gives the API its day format', () => {
    expect(toDay(dayjs('2026-03-05T22:10:00'))).toBe('2026-03-05');
  });
});

describe('monthName', () => {
  it('uses the Spanish names of spec §5 in Spanish', () => {
    expect(monthName(dayjs('2026-09-14'), 'es')).toBe('Septiembre');
  });
});

describe('zoned', () => {
  it('gives the day and time of the store, not of the browser', () => {
    // 03:20 UTC on the 22nd is still the 21st in Lima (UTC-5).
    expect(zoned('2026-11-22T03:20:00.000Z', 'America/Lima')).toEqual({ day: '2026-11-21', time: '22:20' });
    expect(zoned('2026-11-22T00:05:00.000Z', 'UTC')).toEqual({ day: '2026-11-22', time: '00:05' });
  });
  it('falls back to the browser zone for an unknown zone', () => {
    expect(zoned('2026-11-22T03:20:00.000Z', 'Nowhere/Nothing').day).toMatch(/^2026-11-2[12]$/);
  });
});
