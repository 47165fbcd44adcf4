import { clientCode, EMAIL_PATTERN, formatMoney, spanishMonth, truncateMoney } from '@premia/contract';
import { describe, expect, it } from 'vitest';

// The spec §5 helpers live in the contract, shared with the server; the web app relies on them as is.
describe('spec §5 helpers, as the web app uses them', () => {
  it('truncates money to two decimals (never rounds) and shows two digits', () => {
    expect(truncateMoney(10.999)).toBe(10.99);
    expect(truncateMoney(0.1 + 0.2)).toBe(0.3);
    expect(truncateMoney(-1.239)).toBe(-1.23);
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(12.345)).toBe('12.34');
    expect(formatMoney(1.1)).toBe('1.10');
  });

  it('names the months in Spanish for 01-12', () => {
    expect(spanishMonth('01')).toBe('Enero');
    expect(spanishMonth(9)).toBe('Septiembre');
    expect(spanishMonth('12')).toBe('Diciembre');
    expect(spanishMonth('13')).toBeUndefined();
  });

  it("builds a base-62 code prefixed with 'A', null when not numeric", () => {
    expect(clientCode(0)).toBe('A0');
    expect(clientCode(61)).toBe('AZ');
    expect(clientCode(62)).toBe('A10');
    expect(clientCode('125')).toBe('A21');
    expect(clientCode('abc')).toBeNull();
    expect(clientCode(null)).toBeNull();
    expect(clientCode(1.5)).toBeNull();
  });

  it('checks email addresses case-insensitively', () => {
    expect(EMAIL_PATTERN.test('ANA@CAFE.PE')).toBe(true);
    expect(EMAIL_PATTERN.test('ana@cafe')).toBe(false);
  });
});
