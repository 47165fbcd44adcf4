import { describe, expect, it } from 'vitest';
import { localDateTime, localToday } from './local-time.ts';

describe('localDateTime', () => {
  it('reads an instant on the wall clock of the time zone, not the machine’s', () => {
    const at = new Date('2026-11-25T03:30:15Z');
    expect(localDateTime('America/Lima', at)).toEqual({ date: '2026-11-24', time: '22:30:15' });
    expect(localDateTime('Europe/Madrid', at)).toEqual({ date: '2026-11-25', time: '04:30:15' });
    expect(localToday('America/Mexico_City', at)).toBe('2026-11-24');
  });

  it('writes midnight as 00, never 24', () => {
    expect(localDateTime('UTC', new Date('2026-01-01T00:00:00Z')).time).toBe('00:00:00');
  });
});
