import { afterEach, describe, expect, it, vi } from 'vitest';
import { newNotificationValues } from './notificationValues';

const shown = (v: ReturnType<typeof newNotificationValues>) =>
  `${v.date?.format('YYYY-MM-DD')} ${v.time?.format('HH:mm')}`;

describe('a new notification goes out in an hour, on the sender’s clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('at 23:30 its day is the next one, not today at 00:30 (an hour that has passed)', () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T23:30:00Z') });
    expect(shown(newNotificationValues('UTC'))).toBe('2026-12-08 00:30');
  });

  it('reads the store’s zone, not the browser’s: 23:30 UTC is 19:30 in Lima', () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T23:30:00Z') });
    expect(shown(newNotificationValues('America/Lima'))).toBe('2026-12-07 19:30');
  });
});
