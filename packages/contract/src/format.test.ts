import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './common.ts';
import {
  clientCode,
  formatMoney,
  isEarning,
  parseClientCode,
  pointsForAmount,
  spanishMonth,
  toCents,
  truncateMoney,
} from './format.ts';

describe('spec §5 helpers', () => {
  it('truncates money to two decimals, never rounding, and shows two digits', () => {
    expect(truncateMoney(95.999)).toBe(95.99);
    expect(truncateMoney(0.105)).toBe(0.1);
    expect(truncateMoney(1.005)).toBe(1);
    expect(truncateMoney(-2.567)).toBe(-2.56);
    expect(formatMoney(3)).toBe('3.00');
    expect(formatMoney(10.5)).toBe('10.50');
    expect(formatMoney(19.999)).toBe('19.99');
    expect(formatMoney(1.1)).toBe('1.10');
    expect(truncateMoney(0.1 + 0.2)).toBe(0.3);
    expect(toCents(95.99)).toBe(9599);
    expect(toCents(0.29)).toBe(29);
  });

  it('names the months in Spanish for 01 to 12', () => {
    expect(spanishMonth('01')).toBe('Enero');
    expect(spanishMonth(9)).toBe('Septiembre');
    expect(spanishMonth('12')).toBe('Diciembre');
    expect(spanishMonth('13')).toBeUndefined();
  });

  it("builds the short 'A' + base-62 code, null when not numeric", () => {
    expect(clientCode(0)).toBe('A0');
    expect(clientCode(61)).toBe('AZ');
    expect(clientCode(62)).toBe('A10');
    expect(clientCode('125')).toBe('A21');
    expect(clientCode('abc')).toBeNull();
    expect(clientCode(null)).toBeNull();
    expect(clientCode(undefined)).toBeNull();
    expect(clientCode(1.5)).toBeNull();
    for (const n of [1, 62, 3843, 238_327, 1_000_000]) expect(parseClientCode(clientCode(n)!)).toBe(n);
    expect(parseClientCode('B12')).toBeNull();
  });

  it('checks the email pattern case-insensitively', () => {
    expect(EMAIL_PATTERN.test('Owner@Premia.LOCAL')).toBe(true);
    expect(EMAIL_PATTERN.test('ana.torres+pe@cafe-aurora.pe')).toBe(true);
    expect(EMAIL_PATTERN.test('no-es-un-email')).toBe(false);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
  });

  it('counts a purchase’s points with the store’s conversion, rounded down', () => {
    const store = { conversionPoints: 1, conversionMoneyCents: 1000 };
    expect(pointsForAmount(4550, store)).toBe(4);
    expect(pointsForAmount(999, store)).toBe(0);
    expect(pointsForAmount(30, { conversionPoints: 10, conversionMoneyCents: 10 })).toBe(30);
    expect(pointsForAmount(0, store)).toBe(0);
  });

  it('counts welcome, purchase, manual and bulk points as earned, and nothing else', () => {
    expect(['welcome', 'purchase', 'manual', 'bulk'].every((k) => isEarning(k as never))).toBe(true);
    expect(['discount', 'redemption', 'reversal'].some((k) => isEarning(k as never))).toBe(false);
  });
});
