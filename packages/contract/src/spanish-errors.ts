import type { z } from 'zod';
import { isMessageCode, type MessageCode, type MessageParams, type Said, said } from './messages.ts';

/** zod's expected types → the code that says "must be …". */
const typeCodes: Record<string, MessageCode> = {
  string: 'validation.mustBeText',
  number: 'validation.mustBeNumber',
  int: 'validation.mustBeInteger',
  boolean: 'validation.mustBeBoolean',
  object: 'validation.mustBeObject',
  array: 'validation.mustBeList',
  date: 'validation.mustBeDate',
};

/** A declared message that is not zod's own English default. */
const ownMessage = (message: string | undefined): message is string =>
  !!message && !message.startsWith('Invalid');

/** The code and params of one zod issue; `field` is the key of the field it is about, if any. */
export function issueSaid(issue: z.core.$ZodIssue): Said {
  const key = [...issue.path].reverse().find((p) => typeof p === 'string');
  const field: MessageParams = key === undefined ? {} : { field: key };
  const say = (code: MessageCode, params: MessageParams = {}) => said(code, { ...field, ...params });
  // A schema that declares a message code says best what is wrong.
  if (isMessageCode(issue.message)) return say(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return say('validation.required');
      return typeCodes[issue.expected]
        ? say(typeCodes[issue.expected]!)
        : say('validation.mustBeType', { expected: issue.expected });
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? say('validation.required') : say('validation.tooShort', { minimum });
      if (issue.origin === 'array') return say('validation.tooFewItems', { minimum });
      return say(issue.inclusive ? 'validation.atLeast' : 'validation.greaterThan', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return say('validation.tooLong', { maximum });
      if (issue.origin === 'array') return say('validation.tooManyItems', { maximum });
      return say(issue.inclusive ? 'validation.atMost' : 'validation.lessThan', { maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return say('validation.email');
      if (issue.format === 'date') return say('validation.dateFormat');
      // A pattern with its own Spanish message that is not a code yet: said as is (no code to translate).
      if (issue.format === 'regex' && ownMessage(issue.message)) return { m: issue.message };
      return say('validation.format');
    case 'not_multiple_of':
      return say('validation.multipleOf', { divisor: Number(issue.divisor) });
    case 'invalid_value':
      return say('validation.notAllowed');
    case 'unrecognized_keys':
      return said('validation.unknownFields', { keys: issue.keys.join(', ') });
    case 'custom':
      return ownMessage(issue.message) ? { m: issue.message } : say('validation.invalid');
    default:
      return say('validation.invalid');
  }
}

/** One Spanish sentence for one zod issue, naming the field. */
export function spanishIssue(issue: z.core.$ZodIssue): string {
  return issueSaid(issue).m;
}

/** What a person is told of a failed parse: its first problem. */
export function zodSaid(error: z.ZodError): Said {
  const first = error.issues[0];
  return first ? issueSaid(first) : said('request.invalid');
}
