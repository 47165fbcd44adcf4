import { type FieldLimits, fieldLimits, issueSaid } from '@premia/contract';
import { readNumber } from '@premia/contract/money';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { serverMessage } from '../api/server-message';

/** What a form item and its input need for one field of a route's input. */
export interface FormField {
  /** antd rules: required (when the server refuses a blank) and the server's own check of the field. */
  rules: FormRule[];
  /**
   * A text input's limit as a shown count, not a maxLength: a paste past the limit stays whole and the
   * field's rule says it is too long, instead of the end being cut without a word.
   */
  text: { count?: { show: true; max: number } };
  /**
   * For a NumberInput: whether the number is whole (how a lone separator reads). Nothing that changes
   * what is typed: the field's rules say instead what is out of range or not a whole number.
   */
  number: { integer: boolean };
  /** The field's range as the contract checks it (for hints, never for clamping). */
  range: FieldLimits['number'];
}

type Schema = z.ZodType;
type Issue = Parameters<typeof issueSaid>[0];

/**
 * Where a rule's message names its field: antd fills `${label}` with the Form.Item's label (or its
 * `messageVariables.label`), so an error names the field as the form shows it — «Nom du lot», not the
 * field key's dictionary label «nom», which other forms label otherwise.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: antd's message variable, not a JavaScript template.
export const FIELD_LABEL = '${label}';

/** A rule's message as the server would say it, in the reader's language (Spanish by default). */
const sayIssue = (issue: Issue) => serverMessage(issueSaid(issue), { label: FIELD_LABEL });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The server refuses this field left blank (absent, null and empty text all fail). */
function refusesBlank(field: Schema): boolean {
  return [undefined, null, ''].every((value) => !field.safeParse(value).success);
}

/**
 * What a whole-number field checks of a text NumberInput could not read as a whole number: the decimal it
 * is when it is one (12,50), so the field says the number is not whole rather than that it is no number.
 */
const asDecimal = (value: unknown, integer: boolean) =>
  integer && typeof value === 'string' ? (readNumber(value, { integer: false }) ?? value) : value;

function fieldOf(key: string, field: Schema, toWire: (value: unknown) => unknown): FormField {
  const rules: FormRule[] = [];
  const limits = fieldLimits(field);
  const integer = limits.number.precision === 0;
  if (refusesBlank(field)) {
    const missing = { code: 'invalid_type', expected: 'string', input: undefined, path: [key] } as const;
    // `required` marks the label; the message is said when the form checks, in the language read then
    // (a form's module is imported once, maybe before the reader changes language). A blank text is missing.
    rules.push({
      required: true,
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) throw new Error(sayIssue(missing as unknown as Issue));
      },
    });
  }
  rules.push({
    validator: async (_rule, value: unknown) => {
      // A blank is the required rule's to report (or allowed).
      if (isBlank(value)) return;
      const result = field.safeParse(asDecimal(toWire(value), integer), { reportInput: true });
      const issue = result.error?.issues[0];
      if (issue) throw new Error(sayIssue({ ...issue, path: [key, ...issue.path] }));
    },
  });
  return {
    rules,
    text: limits.text.maxLength === undefined ? {} : { count: { show: true, max: limits.text.maxLength } },
    number: { integer },
    range: limits.number,
  };
}

/**
 * The antd rules and input limits of every field of a route's input schema, so a form checks what
 * the server checks, with the server's messages in the reader's language naming the field by its
 * label in the form, and the limits are written once (in the contract). `toWire` converts a form value the schema does not take as is (a date picker's day).
 */
export function formFields<S extends z.ZodObject>(
  schema: S,
  toWire: Partial<Record<keyof S['shape'], (value: unknown) => unknown>> = {},
): Record<keyof S['shape'] & string, FormField> {
  const fields = {} as Record<string, FormField>;
  for (const [key, field] of Object.entries(schema.shape as Record<string, Schema>)) {
    fields[key] = fieldOf(key, field, toWire[key as keyof S['shape']] ?? ((value) => value));
  }
  return fields as Record<keyof S['shape'] & string, FormField>;
}
