import type { Automation, AutomationAudience, AutomationKind, AutomationPeriod } from '@premia/contract';
import type { NumberValue } from '../../../forms/NumberInput';
import type { AutomationInput } from './api';

/** The form's values: as typed. */
export interface RuleValues {
  kind: AutomationKind;
  days?: NumberValue;
  visits?: NumberValue;
  points?: NumberValue;
  title?: string;
  body?: string;
  period: AutomationPeriod;
  active: boolean;
}

const numberIn = (value: NumberValue | undefined): number | undefined =>
  typeof value === 'number' ? value : undefined;

/** A new rule's values. */
export const newRule: RuleValues = { kind: 'inactive', period: 'quarter', active: false };

/** The values of a saved automation. */
export function valuesOf(a: Automation): RuleValues {
  return {
    kind: a.kind,
    days: a.days ?? undefined,
    visits: a.visits ?? undefined,
    points: a.points ?? undefined,
    title: a.title ?? undefined,
    body: a.body ?? undefined,
    period: a.period,
    active: a.active,
  };
}

/** Whom the values reach, to be counted; null while a number the kind needs is not read. */
export function audienceOf(values: Partial<RuleValues> | undefined): AutomationAudience | null {
  const kind = values?.kind ?? 'inactive';
  if (kind === 'levelUp') return { kind };
  if (kind === 'inactive') {
    const days = numberIn(values?.days);
    return days !== undefined && days >= 1 ? { kind, days } : null;
  }
  const visits = numberIn(values?.visits);
  return visits !== undefined && visits >= 1 ? { kind, visits } : null;
}

/** The route's input the values say: only what the kind reads; a visit bonus is given once. */
export function inputOf(values: RuleValues): AutomationInput {
  const base = { kind: values.kind, period: values.period, active: values.active };
  const message = { title: values.title?.trim(), body: values.body?.trim() };
  switch (values.kind) {
    case 'inactive':
      return { ...base, days: numberIn(values.days), ...message };
    case 'levelUp':
      return { ...base, ...message };
    case 'nthVisit':
      return { ...base, period: 'once', visits: numberIn(values.visits), points: numberIn(values.points) };
  }
}
