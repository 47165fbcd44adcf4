import { describe, expect, it } from 'vitest';
import { type OpeningHours, openingAt, rangesInOrder, weekTimeIn } from './opening-hours.ts';

const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const hours: OpeningHours = {
  ...closed,
  monday: [
    { opens: '08:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  saturday: [{ opens: '18:00', closes: '24:00' }],
  sunday: [{ opens: '00:00', closes: '02:00' }],
};

describe('opening hours', () => {
  it('reads the day and time in the store zone, whatever the machine zone', () => {
    // Monday 16 Nov 2026, 12:30 in Lima is 18:30 in Madrid and 17:30 UTC.
    expect(weekTimeIn('America/Lima', new Date('2026-11-16T17:30:00Z'))).toEqual({
      day: 'monday',
      minutes: 12 * 60 + 30,
    });
    expect(weekTimeIn('Europe/Madrid', new Date('2026-11-16T17:30:00Z'))).toEqual({
      day: 'monday',
      minutes: 18 * 60 + 30,
    });
  });

  it('is open inside a range, closed in the break, after closing and on closed days', () => {
    const lima = (iso: string) => openingAt(hours, 'America/Lima', new Date(iso));
    expect(lima('2026-11-16T17:30:00Z')).toEqual({ open: true, day: 'monday', closes: '13:00' });
    expect(lima('2026-11-16T18:00:00Z').open).toBe(false); // 13:00 in Lima: closed from 13:00
    expect(lima('2026-11-16T21:00:00Z')).toEqual({ open: true, day: 'monday', closes: '20:00' });
    expect(lima('2026-11-17T01:00:00Z').open).toBe(false); // Monday 20:00 in Lima
    expect(lima('2026-11-17T17:00:00Z')).toEqual({ open: false, day: 'tuesday', closes: null });
  });

  it('runs a night past midnight as two ranges, one on each day', () => {
    const lima = (iso: string) => openingAt(hours, 'America/Lima', new Date(iso));
    expect(lima('2026-11-22T04:59:00Z')).toEqual({ open: true, day: 'saturday', closes: '24:00' });
    expect(lima('2026-11-22T05:00:00Z')).toEqual({ open: true, day: 'sunday', closes: '02:00' });
    expect(lima('2026-11-22T07:00:00Z').open).toBe(false);
  });

  it('takes ranges in order, touching but not overlapping', () => {
    expect(rangesInOrder(hours.monday)).toBe(true);
    expect(
      rangesInOrder([
        { opens: '08:00', closes: '13:00' },
        { opens: '13:00', closes: '14:00' },
      ]),
    ).toBe(true);
    expect(
      rangesInOrder([
        { opens: '08:00', closes: '13:00' },
        { opens: '12:00', closes: '14:00' },
      ]),
    ).toBe(false);
    expect(
      rangesInOrder([
        { opens: '16:00', closes: '20:00' },
        { opens: '08:00', closes: '13:00' },
      ]),
    ).toBe(false);
  });
});
