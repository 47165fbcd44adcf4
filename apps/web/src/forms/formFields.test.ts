import {
  addPointsInput,
  businessInput,
  countryUpdateInput,
  customerFields,
  levelFields,
  MAX_POINTS_PER_OPERATION,
  rewardFields,
} from '@premia/contract';
import type { FormRule } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { FIELD_LABEL, formFields } from './formFields';

/**
 * What antd would show under a field labelled `label`: the first rule's message that refuses the
 * value, with the label where the message names the field (antd's `${label}`, FormLabels.test.tsx).
 */
async function refusal(rules: FormRule[], value: unknown, label: string): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function') throw new Error('rules are plain objects');
    try {
      await rule.validator?.(rule as never, value, () => {});
    } catch (error) {
      return (error as Error).message.replaceAll(FIELD_LABEL, label);
    }
  }
  return null;
}

describe('formFields: antd rules from a route input', () => {
  beforeAll(() => initI18n());
  const levels = formFields(levelFields);
  const customers = formFields(customerFields, {
    birthday: (value) => (value as { format: (f: string) => string }).format('YYYY-MM-DD'),
  });

  it('requires what the server refuses blank, in Spanish', async () => {
    expect(await refusal(levels.name.rules, '', 'Nombre')).toBe('El campo «Nombre» es obligatorio.');
    expect(await refusal(levels.name.rules, '   ', 'Nombre')).toBe('El campo «Nombre» es obligatorio.');
    expect(await refusal(levels.minPoints.rules, null, 'Puntos mínimos')).toBe(
      'El campo «Puntos mínimos» es obligatorio.',
    );
    expect(await refusal(customers.firstName.rules, undefined, 'Nombre')).toBe(
      'El campo «Nombre» es obligatorio.',
    );
    // A number 0 is not blank; `required` is what marks the label.
    expect(await refusal(levels.minPoints.rules, 0, 'Puntos mínimos')).toBeNull();
    expect(levels.minPoints.rules[0]).toMatchObject({ required: true });
  });

  it('leaves optional fields and fields with a default free to stay blank', async () => {
    expect(await refusal(levels.benefits.rules, '', 'Beneficios')).toBeNull();
    expect(await refusal(levels.color.rules, undefined, 'Color')).toBeNull();
    expect(await refusal(customers.lastName.rules, '', 'Apellido')).toBeNull();
    expect(await refusal(customers.email.rules, null, 'Email')).toBeNull();
  });

  it("checks lengths, ranges, whole numbers and the email with the server's message", async () => {
    expect(await refusal(levels.name.rules, 'x'.repeat(61), 'Nombre')).toBe(
      'El campo «Nombre» no puede tener más de 60 caracteres.',
    );
    expect(await refusal(levels.name.rules, 'Oro', 'Nombre')).toBeNull();
    expect(await refusal(levels.name.rules, 'O\u0000ro', 'Nombre')).toBe(
      'El campo «Nombre» contiene caracteres no permitidos.',
    );
    expect(await refusal(levels.minPoints.rules, -1, 'Puntos mínimos')).toBe(
      'El campo «Puntos mínimos» debe ser mayor o igual que 0.',
    );
    expect(await refusal(levels.minPoints.rules, 1.5, 'Puntos mínimos')).toBe(
      'El campo «Puntos mínimos» debe ser un número entero.',
    );
    expect(await refusal(customers.email.rules, 'ana@', 'Email')).toBe(
      'El campo «Email» no es un email válido.',
    );
    expect(await refusal(customers.email.rules, 'ana@cafe.pe', 'Email')).toBeNull();
    expect(await refusal(customers.mobile.rules, 'abc', 'Celular')).toBe(
      'El celular solo puede tener números, espacios y los signos + ( ) -.',
    );
  });

  it('says a decimal typed the local way in a whole-number field is not whole, not that it is no number', async () => {
    // NumberInput keeps what it cannot read as a whole number as typed: 12,50 and 1.234,5 are decimals.
    for (const typed of ['12,50', '12.5', '1.234,5'])
      expect(await refusal(levels.minPoints.rules, typed, 'Puntos mínimos'), typed).toBe(
        'El campo «Puntos mínimos» debe ser un número entero.',
      );
    expect(await refusal(levels.minPoints.rules, 'cinco', 'Puntos mínimos')).toBe(
      'El campo «Puntos mínimos» debe ser un número.',
    );
  });

  it('checks a converted value (a picked day) as the server will receive it', async () => {
    const picked = { format: () => '2000-02-30' };
    expect(await refusal(customers.birthday.rules, picked, 'Fecha de nacimiento')).toBe(
      'El campo «Fecha de nacimiento» debe ser una fecha con el formato AAAA-MM-DD.',
    );
    expect(
      await refusal(customers.birthday.rules, { format: () => '2000-02-28' }, 'Fecha de nacimiento'),
    ).toBeNull();
  });

  it("gives the inputs the server's limits", () => {
    expect(levels.name.text).toEqual({ count: { show: true, max: 60 } });
    expect(levels.minPoints.range).toEqual({ min: 0, max: 100_000_000, precision: 0 });
    // Nothing the number input would clamp or round with: the rules refuse instead.
    expect(levels.minPoints.number).toEqual({ integer: true });
    expect(formFields(rewardFields).pointsCost.range).toEqual({
      min: 1,
      max: MAX_POINTS_PER_OPERATION,
      precision: 0,
    });
    // An exclusive bound (more than 0) is not an input minimum: the rule says it instead.
    expect(formFields(addPointsInput).amount.range).toEqual({ max: 10_000_000 });
    expect(customers.email.text).toEqual({ count: { show: true, max: 254 } });
    // Limits a pattern used to carry: the mobile's 20, a phone code's +1234, a country's two letters.
    expect(customers.mobile.text).toEqual({ count: { show: true, max: 20 } });
    expect(customers.phoneCode.text).toEqual({ count: { show: true, max: 5 } });
    expect(formFields(countryUpdateInput).countryCode.text).toEqual({ count: { show: true, max: 2 } });
    // A blank that keeps the saved password is the union's other option: the limit is the password's.
    expect(formFields(businessInput).password.text).toEqual({ count: { show: true, max: 128 } });
  });
});
