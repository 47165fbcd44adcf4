import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { inReadersLanguage } from './format/reader-params';
import { saidOf, serverMessageBy } from './server-message';
import en from './server-texts/en.json';

/** An app's i18n in English: the server's texts, and its own name of an order's state. */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { ...en, orders: { state_delivered: 'Delivered' } } } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const render = inReadersLanguage;

describe('what the server said, in the reader’s language', () => {
  it('is its code’s text with the params of a kind said the reader’s way', () => {
    const said = { m: 'El pedido #6 ahora está: «Entregado».', code: 'orders.stateChanged' as const };
    expect(serverMessageBy(i18n, { ...said, params: { orderId: 6, state: 'delivered' } }, render)).toBe(
      'Order #6 is now: Delivered.',
    );
    const tooMany = {
      m: 'Ya tiene 1.000 pedidos…',
      code: 'orders.tooManyOpen' as const,
      params: { max: 1000 },
    };
    expect(serverMessageBy(i18n, tooMany, render)).toMatch(/^You already have 1,000 orders/);
  });

  it('names the field by its label in that language, by the one a form gives, or the request', () => {
    const tooLong = {
      m: 'El campo «nombre» no puede tener más de 80 caracteres.',
      code: 'validation.tooLong' as const,
      params: { field: 'first_name', maximum: 80 },
    };
    expect(serverMessageBy(i18n, tooLong, render)).toBe(
      'The field «first name» cannot have more than 80 characters.',
    );
    expect(serverMessageBy(i18n, tooLong, render, 'Given name')).toBe(
      'The field «Given name» cannot have more than 80 characters.',
    );
    expect(
      serverMessageBy(i18n, { ...tooLong, params: { maximum: 80 } }, render).startsWith('The request'),
    ).toBe(true);
  });

  it('is the server’s m without a code, with a code the dictionary does not know, or with params before the renderers', () => {
    expect(serverMessageBy(i18n, { m: 'Hecho.' }, render)).toBe('Hecho.');
    expect(serverMessageBy(i18n, { m: 'Nuevo.', code: 'new.code' as never }, render)).toBe('Nuevo.');
    const added = { m: 'Se sumaron 40 puntos.', code: 'points.added' as const, params: { points: 40 } };
    expect(serverMessageBy(i18n, added, undefined)).toBe('Se sumaron 40 puntos.');
    expect(serverMessageBy(i18n, added, render)).toBe('40 points were added.');
  });
});

describe('saidOf', () => {
  it('keeps of an answer the code and the params only when well formed', () => {
    expect(saidOf({ code: 'points.added', params: { points: 40 } }, 'm')).toEqual({
      m: 'm',
      code: 'points.added',
      params: { points: 40 },
    });
    expect(saidOf({ code: 7, params: { points: { nested: 1 } } }, 'm')).toEqual({ m: 'm' });
    expect(saidOf({ code: 'not.a.code', params: null }, 'm')).toEqual({ m: 'm', code: 'not.a.code' });
  });
});
