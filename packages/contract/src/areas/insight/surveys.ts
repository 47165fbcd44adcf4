import { z } from 'zod';
import { day, empty, longText, named, pageInput, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';

/**
 * The survey after a purchase (NPS): "¿Qué tan probable es que nos recomiende…?" 0–10 and an optional
 * comment. A purchase opens one for its customer unless they were asked in the last 30 days; it stays
 * open 7 days, in the wallet and by mail, and is answered once.
 */
export const SURVEY_QUESTION = '¿Qué tan probable es que nos recomiende a un amigo o familiar?';
export const SURVEY_OPEN_DAYS = 7;
export const SURVEY_QUIET_DAYS = 30;

/** NPS over answers: % promoters (9–10) − % detractors (0–6), a whole number from −100 to 100. */
export const npsSummary = z.object({
  /** Null without answers. */
  score: z.number().nullable(),
  answers: z.number(),
  promoters: z.number(),
  passives: z.number(),
  detractors: z.number(),
});
export type NpsSummary = z.infer<typeof npsSummary>;

export const surveyAnswer = z.object({
  id: z.number(),
  score: z.number(),
  comment: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }),
  answeredAt: z.string(),
  /** The purchase the survey followed: when, where and by whom. */
  purchasedAt: z.string(),
  location: named.nullable(),
  employee: named.nullable(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

export const surveyFilters = z.object({
  ...pageInput,
  startDate: day().optional(),
  endDate: day().optional(),
  locationId: storeRef('location').nullable().optional(),
  employeeId: storeRef('employee').nullable().optional(),
  customerId: storeRef('customer').nullable().optional(),
});

export const surveyRoutes = {
  '/client/surveys': route({
    area: 'surveys',
    summary:
      "Survey answers (answered in the range, store's days), filtered and paged like the activity tabs, with the filter's NPS.",
    access: 'client',
    input: surveyFilters,
    output: z.object({ surveys: z.array(surveyAnswer), total: z.number(), nps: npsSummary }),
    example: { page: 1, pageSize: 20, startDate: '2026-10-01', endDate: '2026-10-31' },
  }),
} as const;

/** An open survey, as the wallet asks it. */
export const openSurvey = z.object({
  id: z.number(),
  question: z.string(),
  purchasedAt: z.string(),
  expiresAt: z.string(),
});

export const walletSurveyRoutes = {
  '/wallet/survey': route({
    area: 'surveys',
    summary: "The signed-in customer's open survey (after a purchase, for 7 days), or null.",
    access: 'customer',
    input: empty,
    output: z.object({ survey: openSurvey.nullable() }),
    example: {},
  }),
  '/wallet/survey/answer': route({
    area: 'surveys',
    summary: 'Answer my open survey, once: 0–10 and an optional comment.',
    access: 'customer',
    failures: ['conflict'],
    input: z.object({
      surveyId: storeRef('survey'),
      score: z.number().int().min(0).max(10),
      comment: longText(1000).nullable().optional(),
    }),
    output: z.object({ ...saidFields }),
    example: { surveyId: 1, score: 9, comment: 'Muy buena atención.' },
  }),
} as const;
