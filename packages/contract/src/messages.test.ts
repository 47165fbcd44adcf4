import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageCodes, messages, said, spanishMessage } from './messages.ts';
import { issueSaid } from './spanish-errors.ts';

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
