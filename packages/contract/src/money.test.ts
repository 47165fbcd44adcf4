import { describe, expect, it } from 'vitest';
import { currencyDecimals, moneyFieldText, readMoney, readNumber, writeCents, writeMoney } from './money.ts';

/** What a person typed, and what they meant, in each place a store may be. */
const typed: [string, number][] = [
  ['12,50', 12.5],
  ['12.50', 12.5],
  ['1.234,50', 1234.5],
  ['1,234.50', 1234.5],
  ['1 234,50', 1234.5],
  ['1\u202f234,50', 1234.5],
  ['S/ 12.50', 12.5],
  ['S/12,50', 12.5],
  ['$ 12.000', 12000],
  ['12', 12],
  ['0,5', 0.5],
  [',50', 0.5],
  ['1.234.567,89', 1234567.89],
  ['1,234,567.89', 1234567.89],
  ['-5', -5],
  ['S/ -5,00', -5],
  ['−10', -10],
];

const refused: [string, string][] = [
  ['12,5,0', 'validation.moneyUnreadable'],
  ['1.23.4', 'validation.moneyUnreadable'],
  ['12abc', 'validation.moneyUnreadable'],
  ['12 50', 'validation.moneyUnreadable'],
  ['1e5', 'validation.moneyUnreadable'],
  ['.', 'validation.moneyUnreadable'],
  ['1.234,5.6', 'validation.moneyUnreadable'],
  ['1234,567', 'validation.moneyUnreadable'],
  ['1,234.567', 'validation.moneyDecimals'],
  ['12.5678', 'validation.moneyDecimals'],
];

describe('a typed amount is read as the person meant it', () => {
  for (const [place, currency] of [
    ['es-PE', 'PEN'],
    ['es-MX', 'MXN'],
    ['en', 'USD'],
    ['fr', 'EUR'],
  ] as const) {
    it.each(typed)(`${place} (${currency}): %j`, (text, value) => {
      expect(readMoney(text, currency)).toEqual({ ok: true, value });
    });
    it(`${place}: the currency's own code before or after`, () => {
      expect(readMoney(`12,50 ${currency}`, currency)).toEqual({ ok: true, value: 12.5 });
      expect(readMoney(`${currency.toLowerCase()} 1.234,50`, currency)).toEqual({ ok: true, value: 1234.5 });
    });
    it.each(refused)(`${place} (${currency}) refuses %j`, (text, code) => {
      expect(readMoney(text, currency)).toMatchObject({ ok: false, code });
    });
  }

  it('es-CO: pesos without cents', () => {
    expect(readMoney('$ 12.000', 'COP')).toEqual({ ok: true, value: 12000 });
    expect(readMoney('12.000', 'COP')).toEqual({ ok: true, value: 12000 });
    expect(readMoney('1.234.000', 'COP')).toEqual({ ok: true, value: 1234000 });
    expect(readMoney('12000', 'COP')).toEqual({ ok: true, value: 12000 });
    expect(readMoney('12,50', 'COP')).toMatchObject({ ok: false, code: 'validation.moneyNoDecimals' });
  });
});

describe('an amount is written as a customer of the store reads it', () => {
  it.each([
    [12, 'PEN', 'PE', 'S/ 12.00'],
    [1234.5, 'PEN', 'PE', 'S/ 1,234.50'],
    [10, 'MXN', 'MX', '$10.00'],
    [12000, 'COP', 'CO', '$ 12.000'],
    [12000.99, 'COP', 'CO', '$ 12.000'],
    [12.999, 'PEN', 'PE', 'S/ 12.99'],
    [7.5, 'USD', 'US', '$7.50'],
    [7.5, 'EUR', 'ES', '7,50 €'],
  ])('%d %s in %s', (amount, currencyCode, countryCode, written) => {
    expect(writeMoney(amount, { currencyCode, countryCode }).replace(/\u00a0/g, ' ')).toBe(written);
  });

  it('cents too, and an unknown country writes as Lima', () => {
    expect(writeCents(15600, { currencyCode: 'PEN' }).replace(/\u00a0/g, ' ')).toBe('S/ 156.00');
  });

  it('a form shows what it read the way it reads it back', () => {
    for (const [amount, currencyCode, countryCode] of [
      [1234.5, 'PEN', 'PE'],
      [1234.5, 'EUR', 'ES'],
      [12000, 'COP', 'CO'],
      [0.5, 'MXN', 'MX'],
    ] as const) {
      const text = moneyFieldText(amount, { currencyCode, countryCode });
      expect(readMoney(text, currencyCode)).toEqual({ ok: true, value: amount });
    }
  });

  it('currencies with their decimals', () => {
    expect(currencyDecimals('PEN')).toBe(2);
    expect(currencyDecimals('COP')).toBe(0);
    expect(currencyDecimals('CLP')).toBe(0);
  });
});

describe('a money param of a message', () => {
  it('is written the store’s way in the Spanish m, and as the older servers sent it too', async () => {
    const { spanishMessage } = await import('./messages.ts');
    const { moneyParam } = await import('./money.ts');
    const m = (total: string) => spanishMessage('orders.totalChanged', { total }).replace(/\u00a0/g, ' ');
    expect(m(moneyParam(2800, { currencyCode: 'PEN', countryCode: 'PE' }))).toContain(
      'el total ahora es S/ 28.00.',
    );
    expect(m(moneyParam(1200000, { currencyCode: 'COP', countryCode: 'CO' }))).toContain('es $ 12.000.');
    expect(m('PEN 28.00')).toContain('es S/ 28.00.');
    expect(m('veintiocho')).toContain('es veintiocho.');
  });
});

describe('a number typed in a form (readNumber)', () => {
  it('reads a whole number with either habit, and keeps the decimals typed in one for its rule to refuse', () => {
    const whole = (text: string) => readNumber(text, { integer: true });
    expect(whole('12')).toBe(12);
    expect(whole('1.234')).toBe(1234);
    expect(whole('1,234')).toBe(1234);
    expect(whole('1 234')).toBe(1234);
    expect(whole('1.234.567')).toBe(1234567);
    // Not 1250 or 125: a number with decimals, which a whole-number field then refuses.
    expect(whole('12,50')).toBe(12.5);
    expect(whole('12,5')).toBe(12.5);
    expect(whole('1.234,5')).toBe(1234.5);
    expect(whole('−5')).toBe(-5);
    expect(whole('-0')).toBe(0);
  });

  it('reads a lone separator as the decimal one in a field with decimals', () => {
    const decimal = (text: string) => readNumber(text, { integer: false });
    expect(decimal('-12,0464')).toBe(-12.0464);
    expect(decimal('-77.043')).toBe(-77.043);
    expect(decimal('1.234,5')).toBe(1234.5);
  });

  it('reads nothing from what is not a number, never a guess', () => {
    for (const text of [
      '',
      'doce',
      '12abc',
      '12,5,0',
      '1.23.4',
      '1e5',
      '0x10',
      '--5',
      '5-',
      'Infinity',
      '9'.repeat(400),
    ])
      expect(readNumber(text, { integer: true }), text).toBeNull();
  });
});
