import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFor } from './format';

// Intl separates a currency code and grouped digits with (narrow) no-break spaces: compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatFor', () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    // The browser in Madrid, the store in Lima: the store's time wins.
    process.env.TZ = 'Europe/Madrid';
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });

  it('writes money as the store’s customers read it, whatever the reader’s language, truncated', () => {
    for (const language of ['es', 'en', 'fr']) {
      const lima = formatFor({ language, currencyCode: 'PEN', countryCode: 'PE' });
      expect(plain(lima.money(44377.429))).toBe('S/ 44,377.42');
      expect(plain(formatFor({ language, currencyCode: 'MXN', countryCode: 'MX' }).money(10))).toBe('$10.00');
      expect(plain(formatFor({ language, currencyCode: 'COP', countryCode: 'CO' }).money(12000))).toBe(
        '$ 12.000',
      );
    }
    expect(
      plain(formatFor({ language: 'fr', currencyCode: 'EUR', countryCode: 'ES' }).money(1234567.5)),
    ).toBe('1.234.567,50 €');
  });

  it('groups counts as the language does, not the US way everywhere', () => {
    expect(formatFor({ language: 'es' }).count(18080)).toBe('18.080');
    expect(formatFor({ language: 'en' }).count(18080)).toBe('18,080');
    expect(plain(formatFor({ language: 'fr' }).count(18080))).toBe('18 080');
    expect(formatFor({ language: 'es' }).points(-1250, { signed: true })).toBe('−1250');
    expect(formatFor({ language: 'en' }).points(12500, { signed: true })).toBe('+12,500');
  });

  it('shows an instant in the store’s time zone whatever the browser’s', () => {
    const lima = formatFor({ language: 'es', timeZone: 'America/Lima' });
    // 20:10 UTC is 15:10 in Lima (and 21:10 in Madrid, the browser's zone).
    expect(lima.dateTime('2026-10-05T20:10:00Z')).toBe('05/10/2026, 15:10');
    expect(lima.time('2026-10-05T20:10:00Z')).toBe('15:10');
    expect(lima.date('2026-10-06T03:00:00Z')).toBe('05/10/2026');
    expect(lima.storeDay('2026-10-06T03:00:00Z')).toBe('2026-10-05');
    const madrid = formatFor({ language: 'es', timeZone: 'Europe/Madrid' });
    expect(madrid.time('2026-10-05T20:10:00Z')).toBe('22:10');
  });

  it('writes a calendar day without moving it to another zone', () => {
    expect(formatFor({ language: 'es', timeZone: 'Pacific/Kiritimati' }).day('1990-03-01')).toBe(
      '01/03/1990',
    );
    expect(formatFor({ language: 'en' }).day('1990-03-01')).toBe('01/03/1990');
  });

  it('writes a time already on the store’s wall clock as it is, whatever the zones', () => {
    const kiritimati = formatFor({ language: 'es', timeZone: 'Pacific/Kiritimati' });
    expect(kiritimati.wallClock('2026-11-24T23:10')).toBe('24/11/2026, 23:10');
    expect(formatFor({ language: 'en' }).wallClock('2026-11-24T00:05')).toBe('24/11/2026, 00:05');
  });

  it('takes an unknown zone as the browser’s instead of failing', () => {
    expect(formatFor({ language: 'es', timeZone: 'Mars/Olympus' }).time('2026-10-05T20:10:00Z')).toBe(
      '22:10',
    );
  });
});
