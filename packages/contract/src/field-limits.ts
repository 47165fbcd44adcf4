import type { z } from 'zod';

/** What an input needs to take only what the server takes for one field of a route's input. */
export interface FieldLimits {
  /** For a text input: the longest text (its maxLength). */
  text: { maxLength?: number };
  /** For a number input: the bounds, and no decimals for a whole number. */
  number: { min?: number; max?: number; precision?: number };
}

type Schema = z.ZodType;

/**
 * The schema under its optional/nullable/default wrappers and transforms, and under a union with fixed
 * values (a blank `''` that keeps what is saved): where the checks are.
 */
export function checkedSchema(field: Schema): Schema {
  let schema = field;
  for (;;) {
    const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema; options?: Schema[] };
    const open = def.options?.filter((option) => option._zod.def.type !== 'literal') ?? [];
    if (def.innerType) schema = def.innerType;
    else if (def.type === 'pipe' && def.in) schema = def.in;
    else if (def.type === 'union' && open.length === 1 && open[0]) schema = open[0];
    else return schema;
  }
}

interface CheckDef {
  check: string;
  maximum?: number;
  value?: number;
  length?: number;
  inclusive?: boolean;
  format?: string;
}

function checksOf(schema: Schema): CheckDef[] {
  const checks = (schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? [];
  return checks.map((c) => c._zod.def);
}

/** A field's limits as its schema checks them: the apps' inputs read them here, so they are written once. */
export function fieldLimits(field: Schema): FieldLimits {
  const text: FieldLimits['text'] = {};
  const number: FieldLimits['number'] = {};
  for (const check of checksOf(checkedSchema(field))) {
    if (check.check === 'max_length') text.maxLength = check.maximum;
    if (check.check === 'length_equals') text.maxLength = check.length;
    if (check.check === 'greater_than' && check.inclusive) number.min = check.value;
    if (check.check === 'less_than' && check.inclusive) number.max = check.value;
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) number.precision = 0;
  }
  return { text, number };
}

/** The limits of every field of a route's input. */
export function objectLimits<S extends z.ZodObject>(
  schema: S,
): Record<keyof S['shape'] & string, FieldLimits> {
  const limits = {} as Record<string, FieldLimits>;
  for (const [key, field] of Object.entries(schema.shape as Record<string, Schema>)) {
    limits[key] = fieldLimits(field);
  }
  return limits as Record<keyof S['shape'] & string, FieldLimits>;
}
