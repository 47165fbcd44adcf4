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
import { describe, expect, it } from 'vitest';
import { formFields } from './formFields';

/** What antd would show for a value: the first rule's message that refuses it, or null. */
async function refusal(rules: FormRule[], value: unknown): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function') throw new Error('rules are plain objects');
    const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
    if (rule.required && blank) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => {});
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

describe('formFields: antd rules from a route input', () => {
  const levels = formFields(levelFields);
  const customers = formFields(customerFields, {
    birthday: (value) => (value as { format: (f: string) => string }).format('YYYY-MM-DD'),
  });

  it('requires what the server refuses blank, in Spanish', async () => {
    expect(await refusal(levels.name.rules, '')).toBe('El campo «nombre» es obligatorio.');
    expect(await refusal(levels.name.rules, '   ')).toBe('El campo «nombre» es obligatorio.');
    expect(await refusal(levels.minPoints.rules, null)).toBe('El campo «puntos mínimos» es obligatorio.');
    expect(await refusal(customers.firstName.rules, undefined)).toBe('El campo «nombre» es obligatorio.');
    // antd would check a rule with `whitespace` as text and refuse every number: only text gets it.
    expect(levels.minPoints.rules[0]).toEqual({
      required: true,
      message: 'El campo «puntos mínimos» es obligatorio.',
    });
    expect(levels.name.rules[0]).toMatchObject({ required: true, whitespace: true });
  });

  it('leaves optional fields and fields with a default free to stay blank', async () => {
    expect(await refusal(levels.benefits.rules, '')).toBeNull();
    expect(await refusal(levels.color.rules, undefined)).toBeNull();
    expect(await refusal(customers.lastName.rules, '')).toBeNull();
    expect(await refusal(customers.email.rules, null)).toBeNull();
  });

  it("checks lengths, ranges, whole numbers and the email with the server's message", async () => {
    expect(await refusal(levels.name.rules, 'x'.repeat(61))).toBe(
      'El campo «nombre» no puede tener más de 60 caracteres.',
    );
    expect(await refusal(levels.name.rules, 'Oro')).toBeNull();
    expect(await refusal(levels.name.rules, 'O\u0000ro')).toBe(
      'El campo «nombre» contiene caracteres no permitidos.',
    );
    expect(await refusal(levels.minPoints.rules, -1)).toBe(
      'El campo «puntos mínimos» debe ser mayor o igual que 0.',
    );
    expect(await refusal(levels.minPoints.rules, 1.5)).toBe(
      'El campo «puntos mínimos» debe ser un número entero.',
    );
    expect(await refusal(customers.email.rules, 'ana@')).toBe('El campo «email» no es un email válido.');
    expect(await refusal(customers.email.rules, 'ana@cafe.pe')).toBeNull();
    expect(await refusal(customers.mobile.rules, 'abc')).toBe(
      'El celular solo puede tener números, espacios y los signos + ( ) -.',
    );
  });

  it('checks a converted value (a picked day) as the server will receive it', async () => {
    const picked = { format: () => '2000-02-30' };
    expect(await refusal(customers.birthday.rules, picked)).toBe(
      'El campo «fecha de nacimiento» debe ser una fecha con el formato AAAA-MM-DD.',
    );
    expect(await refusal(customers.birthday.rules, { format: () => '2000-02-28' })).toBeNull();
  });

  it("gives the inputs the server's limits", () => {
    expect(levels.name.text).toEqual({ maxLength: 60 });
    expect(levels.minPoints.number).toEqual({ min: 0, max: 100_000_000, precision: 0 });
    expect(formFields(rewardFields).pointsCost.number).toEqual({
      min: 1,
      max: MAX_POINTS_PER_OPERATION,
      precision: 0,
    });
    // An exclusive bound (more than 0) is not an input minimum: the rule says it instead.
    expect(formFields(addPointsInput).amount.number).toEqual({ max: 10_000_000 });
    expect(customers.email.text).toEqual({ maxLength: 254 });
    // Limits a pattern used to carry: the mobile's 20, a phone code's +1234, a country's two letters.
    expect(customers.mobile.text).toEqual({ maxLength: 20 });
    expect(customers.phoneCode.text).toEqual({ maxLength: 5 });
    expect(formFields(countryUpdateInput).countryCode.text).toEqual({ maxLength: 2 });
    // A blank that keeps the saved password is the union's other option: the limit is the password's.
    expect(formFields(businessInput).password.text).toEqual({ maxLength: 128 });
  });
});
