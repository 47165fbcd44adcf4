import type { Handlers } from '../../../lib/context.ts';
import * as surveys from './surveys.service.ts';

export const surveyHandlers = {
  '/client/surveys': (input, ctx) => surveys.list(ctx, input),
  '/wallet/survey': (_input, ctx) => surveys.walletSurvey(ctx),
  '/wallet/survey/answer': (input, ctx) => surveys.answer(ctx, input),
} satisfies Partial<Handlers>;
