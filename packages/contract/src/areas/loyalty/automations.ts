import { z } from 'zod';
import { points, requiredLongText, requiredText, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';

/** The most days a «no vino en N días» rule waits: ten years. */
export const MAX_AUTOMATION_DAYS = 3650;

/** The highest visit a «N-ésima visita» rule names. */
export const MAX_AUTOMATION_VISITS = 10_000;

/**
 * What an automation reacts to (issue 34 §5), and what it gives:
 * - 'inactive': a customer who has not visited the store for `days` days (a visit as the contract's
 *   VISIT_KINDS; a customer who never visited counts from sign-up) → a message;
 * - 'nthVisit': a customer's `visits`-th visit, made since the rule was saved → `points` bonus points
 *   (once per customer: its period is always 'once');
 * - 'levelUp': a customer who reached a higher level of the store → a message.
 */
export const automationKinds = ['inactive', 'nthVisit', 'levelUp'] as const;
export type AutomationKind = (typeof automationKinds)[number];

/**
 * How often one customer may get the same automation: once ever, or once per calendar month, quarter or
 * year of the store's own days.
 */
export const automationPeriods = ['once', 'month', 'quarter', 'year'] as const;
export type AutomationPeriod = (typeof automationPeriods)[number];

/** The share of each automation's customers kept apart as the holdout, who get nothing. */
export const HOLDOUT_PERCENT = 10;

/** Days after a send in which a visit counts as a return, and the age a send needs to be counted. */
export const RETURN_WINDOW_DAYS = 30;

/** The fewest customers each group needs before the lift is worked out. */
export const MIN_RESULT_GROUP = 30;

const days = () => z.number().int().min(1).max(MAX_AUTOMATION_DAYS);
const visits = () => z.number().int().min(1).max(MAX_AUTOMATION_VISITS);

type Need = 'days' | 'visits' | 'points' | 'title' | 'body';

/** What a rule's kind needs, beside its kind; the rest of its fields are not kept. */
export const automationNeeds: Record<AutomationKind, readonly Need[]> = {
  inactive: ['days', 'title', 'body'],
  nthVisit: ['visits', 'points'],
  levelUp: ['title', 'body'],
};

/** What the kind's audience needs (what «reach now» counts). */
const audienceNeeds: Record<AutomationKind, ReadonlyArray<'days' | 'visits'>> = {
  inactive: ['days'],
  nthVisit: ['visits'],
  levelUp: [],
};

type Rule = { kind: AutomationKind; period?: AutomationPeriod } & Partial<Record<Need, unknown>>;

/** Refuses a rule without what its kind needs, naming each missing field; a visit bonus is given once. */
function kindNeeds(rule: Rule, ctx: z.RefinementCtx) {
  for (const field of automationNeeds[rule.kind])
    if (rule[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  if (rule.kind === 'nthVisit' && rule.period !== undefined && rule.period !== 'once')
    ctx.addIssue({ code: 'custom', path: ['period'], message: 'automations.bonusOnce' });
}

/** Whom a rule reaches: its kind and the kind's numbers (what «reach now» counts). */
const audienceFields = z
  .object({ kind: z.enum(automationKinds), days: days().optional(), visits: visits().optional() })
  .strict();
export const automationAudience = audienceFields.superRefine((r, ctx) => {
  for (const field of audienceNeeds[r.kind])
    if (r[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
});
export type AutomationAudience = z.infer<typeof automationAudience>;

const ruleFields = audienceFields.extend({
  /** The bonus points of a «N-ésima visita» rule. */
  points: points().optional(),
  /** The message's title and text (the kinds that send a message). */
  title: requiredText(80).optional(),
  body: requiredLongText(500).optional(),
  period: z.enum(automationPeriods),
  active: z.boolean(),
});
export const automationFields = ruleFields.superRefine(kindNeeds);
export type AutomationFields = z.infer<typeof automationFields>;

export const automation = z.object({
  id: z.number(),
  kind: z.enum(automationKinds),
  days: z.number().nullable(),
  visits: z.number().nullable(),
  points: z.number().nullable(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  period: z.enum(automationPeriods),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Automation = z.infer<typeof automation>;

const group = z.object({
  /** Customers of the group whose send is at least RETURN_WINDOW_DAYS old. */
  customers: z.number(),
  /** Of them, those who visited within RETURN_WINDOW_DAYS after it. */
  returned: z.number(),
});

export const automationResults = z.object({
  automationId: z.number(),
  /** Customers who got it. */
  treated: group,
  /** Customers kept apart, who got nothing. */
  holdout: group,
  /** Sends (either group) younger than RETURN_WINDOW_DAYS: not counted yet. */
  waiting: z.number(),
  /**
   * The treated return rate less the holdout's, and its 95 % confidence interval (normal approximation),
   * as fractions; null while a group has fewer than MIN_RESULT_GROUP customers.
   */
  lift: z.object({ difference: z.number(), low: z.number(), high: z.number() }).nullable(),
});
export type AutomationResults = z.infer<typeof automationResults>;

const automationId = { automationId: storeRef('automation') };

const exampleRule: AutomationFields = {
  kind: 'inactive',
  days: 45,
  title: 'Le extrañamos',
  body: 'Hace tiempo que no viene. Pase esta semana y salude al equipo.',
  period: 'quarter',
  active: true,
};

export const automationRoutes = {
  '/client/automations/list': route({
    area: 'automations',
    summary: "The store's automations, oldest first.",
    access: 'owner',
    input: z.object({}),
    output: z.object({ automations: z.array(automation) }),
    example: {},
  }),
  '/client/automations/count': route({
    area: 'automations',
    summary: 'How many customers a rule reaches now (its reach before it is turned on).',
    access: 'owner',
    input: automationAudience,
    output: z.object({ customers: z.number() }),
    example: { kind: 'inactive', days: 45 },
  }),
  '/client/automations/add': route({
    area: 'automations',
    summary: 'Save an automation: its rule, its message and how often one customer may get it.',
    access: 'owner',
    input: automationFields,
    output: z.object({ ...saidFields, automation }),
    example: exampleRule,
  }),
  '/client/automations/edit': route({
    area: 'automations',
    summary: 'Change an automation, or turn it on or off.',
    access: 'owner',
    input: ruleFields.extend(automationId).superRefine(kindNeeds),
    output: z.object({ ...saidFields, automation }),
    example: { ...exampleRule, automationId: 1 },
  }),
  '/client/automations/delete': route({
    area: 'automations',
    summary: 'Delete an automation, and what it recorded of its sends.',
    access: 'owner',
    input: z.object(automationId),
    output: z.object({ ...saidFields }),
    example: { automationId: 1 },
  }),
  '/client/automations/results': route({
    area: 'automations',
    summary:
      'The return rate of the customers who got an automation and of its holdout, 30 days after each send, and the lift with its 95 % interval.',
    access: 'owner',
    input: z.object(automationId),
    output: automationResults,
    example: { automationId: 1 },
  }),
} as const;
