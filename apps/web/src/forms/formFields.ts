import { checkedSchema, type FieldLimits, fieldLimits, issueSaid } from '@premia/contract';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { serverMessage } from '../api/server-message';

/** What a form item and its input need for one field of a route's input. */
export interface FormField extends FieldLimits {
  /** antd rules: required (when the server refuses a blank) and the server's own check of the field. */
  rules: FormRule[];
}

type Schema = z.ZodType;
type Issue = Parameters<typeof issueSaid>[0];

/** A rule's message as the server would say it, in the reader's language (Spanish by default). */
const sayIssue = (issue: Issue) => serverMessage(issueSaid(issue));

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The server refuses this field left blank (absent, null and empty text all fail). */
function refusesBlank(field: Schema): boolean {
  return [undefined, null, ''].every((value) => !field.safeParse(value).success);
}

function fieldOf(
  key: string,
  field: Schema,
  toWire: (value: unknown) => unknown,
  converted: boolean,
): FormField {
  const required = refusesBlank(field);
  const rules: FormRule[] = [];
  if (required) {
    const missing = { code: 'invalid_type', expected: 'string', input: undefined, path: [key] };
    // antd checks a rule with `whitespace` as text: only a text field gets it (a blank text is missing);
    // a field whose value toWire converts (a date or time picker's) is not typed as text.
    const isText = checkedSchema(field)._zod.def.type === 'string' && !converted;
    rules.push({
      required: true,
      ...(isText ? { whitespace: true } : {}),
      // Read when antd checks the field: in the reader's language then, not the one at import.
      get message() {
        return sayIssue(missing as unknown as Issue);
      },
    });
  }
  rules.push({
    validator: async (_rule, value: unknown) => {
      // A blank is the required rule's to report (or allowed).
      if (isBlank(value)) return;
      const result = field.safeParse(toWire(value), { reportInput: true });
      const issue = result.error?.issues[0];
      if (issue) throw new Error(sayIssue({ ...issue, path: [key, ...issue.path] }));
    },
  });
  return { rules, ...fieldLimits(field) };
}

/**
 * The antd rules and input limits of every field of a route's input schema, so a form checks what
 * the server checks, with the server's messages in the reader's language, and the limits are written once (in the
 * contract). `toWire` converts a form value the schema does not take as is (a date picker's day).
 */
export function formFields<S extends z.ZodObject>(
  schema: S,
  toWire: Partial<Record<keyof S['shape'], (value: unknown) => unknown>> = {},
): Record<keyof S['shape'] & string, FormField> {
  const fields = {} as Record<string, FormField>;
  for (const [key, field] of Object.entries(schema.shape as Record<string, Schema>)) {
    const convert = toWire[key as keyof S['shape']];
    fields[key] = fieldOf(key, field, convert ?? ((value) => value), convert !== undefined);
  }
  return fields as Record<keyof S['shape'] & string, FormField>;
}
