import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paramKinds, renderParams } from './message-params.ts';
import { failureMessages, messageCodes, messages, said, spanishMessage } from './messages.ts';
import { issueSaid } from './spanish-errors.ts';
import { successMessages } from './success-messages.ts';
import { systemTextCodes } from './system-texts.ts';

describe('message codes', () => {
  it('nest into a dictionary: no code is a section of another', () => {
    for (const code of messageCodes) {
      expect(
        messageCodes.filter((other) => other.startsWith(`${code}.`)),
        code,
      ).toEqual([]);
    }
  });

  it('fill their placeholders, and say a field by its Spanish label or the request itself', () => {
    expect(spanishMessage('levels.thresholdTaken', { name: 'Oro', minPoints: 500 })).toBe(
      'El nivel «Oro» ya empieza en 500 puntos.',
    );
    expect(spanishMessage('validation.required', { field: 'firstName' })).toBe(
      'El campo «nombre» es obligatorio.',
    );
    expect(spanishMessage('validation.required', { field: 'rewardId' })).toBe(
      'El campo «rewardId» es obligatorio.',
    );
    expect(spanishMessage('validation.mustBeObject')).toBe('La petición debe ser un objeto.');
    expect(said('customers.notFound')).toEqual({
      m: 'No se encontró al cliente.',
      code: 'customers.notFound',
      params: {},
    });
  });

  it('keep failures, ok answers and the texts the API writes apart: no code is two', () => {
    expect(Object.keys(successMessages).filter((code) => Object.hasOwn(failureMessages, code))).toEqual([]);
    expect(
      systemTextCodes.filter(
        (code) => Object.hasOwn(failureMessages, code) || Object.hasOwn(successMessages, code),
      ),
    ).toEqual([]);
    expect(messageCodes.length).toBe(
      Object.keys(failureMessages).length + Object.keys(successMessages).length + systemTextCodes.length,
    );
  });

  it('say the texts the API writes in Spanish, word for word as rows always had them', () => {
    expect(spanishMessage('ledger.welcome')).toBe('Puntos de bienvenida');
    expect(spanishMessage('ledger.onlineOrder', { orderId: 2 })).toBe(
      'Pedido #2 · Compra en la tienda online',
    );
    expect(spanishMessage('ledger.orderCancelled', { orderId: 2 })).toBe('Pedido #2 cancelado');
    expect(spanishMessage('ledger.coupon', { batch: 'Feria' })).toBe('Cupón «Feria»');
    expect(spanishMessage('ledger.bulk', { batchId: 12 })).toBe('Carga masiva (lote #12)');
    expect(spanishMessage('ledger.bulkUndone', { batchId: 12 })).toBe(
      'Se deshizo la carga masiva (lote #12)',
    );
    expect(spanishMessage('ledger.reversalOf', { entryId: 40 })).toBe('Anulación del movimiento 40');
    expect(spanishMessage('orders.releasedReason', { hours: 72 })).toBe(
      'No se recogió en el plazo de 72 horas: el pedido se canceló y sus productos volvieron a la venta.',
    );
    // Every dictionary's `server` section has the message codes (apps' i18n tests): these are among them.
    for (const code of systemTextCodes) expect(messageCodes).toContain(code);
  });

  it("say an ok answer's text with exactly the params it names", () => {
    expect(said('levels.created')).toEqual({ m: 'Se creó el nivel.', code: 'levels.created', params: {} });
    expect(said('points.added', { points: 40 })).toEqual({
      m: 'Se sumaron 40 puntos.',
      code: 'points.added',
      params: { points: 40 },
    });
    expect(said('bulk.undoneOneSpentSomeDeleted', { batchId: 7, points: 120, deleted: 3 }).m).toBe(
      'Se deshizo el lote #7: se quitaron 120 puntos. 1 fila no se pudo deshacer porque el cliente ya usó esos puntos. 3 filas no se deshicieron porque el cliente fue eliminado.',
    );
    // @ts-expect-error a code without placeholders takes no params
    said('levels.created', { name: 'Oro' });
    // @ts-expect-error a placeholder's param is required
    said('points.added');
    // @ts-expect-error and named as its text names it
    said('points.added', { puntos: 40 });
  });

  it('send a param of a kind raw and say it in Spanish in m, as the texts always did', () => {
    expect(said('orders.stateChanged', { orderId: 6, state: 'delivered' })).toEqual({
      m: 'El pedido #6 ahora está: Entregado.',
      code: 'orders.stateChanged',
      params: { orderId: 6, state: 'delivered' },
    });
    expect(spanishMessage('orders.cannotMove', { from: 'ready', to: 'confirmed' })).toBe(
      'Un pedido en estado «Listo para recoger» no puede pasar a «Confirmado».',
    );
    expect(spanishMessage('coupons.pointsClaimed', { points: 1500, batch: 'Feria' })).toBe(
      '¡Listo! Sumó 1,500 puntos con «Feria».',
    );
    expect(spanishMessage('points.tooManyPoints', { max: 1_000_000 })).toBe(
      'La compra daría más de 1,000,000 puntos, el máximo por operación.',
    );
    expect(spanishMessage('coupons.expired', { date: '2024-03-09' })).toBe(
      'Este cupón venció el 09/03/2024.',
    );
    expect(
      spanishMessage('points.duplicateTicket', {
        ticket: 'B1',
        when: '2026-11-24T15:10',
        customer: 'Ana (A1)',
      }),
    ).toBe(
      'El ticket B1 ya se usó el 24/11/2026 15:10 para Ana (A1). Si es otra compra, confírmelo para registrarlo.',
    );
    // What is not of its kind (an older server's text) is said as it came.
    expect(spanishMessage('orders.alreadyInState', { state: 'Entregado' })).toBe(
      'El pedido ya está en estado «Entregado».',
    );
    // @ts-expect-error a state is sent by its key, never by its Spanish name
    said('orders.stateChanged', { orderId: 6, state: 'Entregado' });
    // @ts-expect-error a number of a kind is sent as a number, never grouped
    said('coupons.batchCreated', { batch: 'Feria', codes: '1,200' });
  });

  it('declare kinds only for params their text names', () => {
    for (const [code, kinds] of Object.entries(paramKinds)) {
      const text: string = messages[code as keyof typeof paramKinds];
      for (const name of Object.keys(kinds)) expect(text, code).toContain(`{{${name}}}`);
    }
    expect(renderParams('levels.created', { name: 'Oro' }, null as never)).toEqual({ name: 'Oro' });
  });

  it('give every zod issue a code, and a schema message that is a code its text', () => {
    const schema = z.object({
      name: z.string().max(3),
      age: z.number().int().min(18),
      mobile: z.string().regex(/^[0-9]+$/, { message: 'validation.mobileChars' }),
    });
    const issues = schema.safeParse({ name: 'Ana María', age: 1.5, mobile: 'x' }, { reportInput: true })
      .error!.issues;
    expect(issues.map(issueSaid)).toEqual([
      {
        m: 'El campo «nombre» no puede tener más de 3 caracteres.',
        code: 'validation.tooLong',
        params: { field: 'name', maximum: 3 },
      },
      {
        m: 'El campo «age» debe ser un número entero.',
        code: 'validation.mustBeInteger',
        params: { field: 'age' },
      },
      {
        m: 'El celular solo puede tener números, espacios y los signos + ( ) -.',
        code: 'validation.mobileChars',
        params: { field: 'mobile' },
      },
    ]);
    expect(Object.keys(messages).length).toBe(messageCodes.length);
  });
});
