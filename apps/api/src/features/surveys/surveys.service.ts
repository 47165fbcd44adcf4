import { type RouteParsedInput, SURVEY_QUESTION } from '@premia/contract';
import { customerSessionOf, type Deps, type RequestContext, storeSessionOf } from '../../lib/context.ts';
import { dayRange } from '../../lib/day-range.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../mail/mail-queue.ts';
import { findCustomer } from '../customers/index.ts';
import { findEmployee } from '../employees/index.ts';
import { findLocation } from '../locations/index.ts';
import { storeToday } from '../rewards/index.ts';
import { findStore, walletAddressOf, walletLink } from '../stores/index.ts';
import { surveyMail } from './survey-mails.ts';
import {
  answerSurvey,
  findCustomerSurvey,
  findOpenSurvey,
  listAnswers,
  npsOf,
  openSurveyFor,
  openSurveysOfRecentPurchases,
  type SurveyFilter,
} from './surveys.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The customer's open survey; a recent purchase without one opens it now. */
export async function walletSurvey(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  await openSurveyFor(ctx.db, storeId, customerId);
  const open = await findOpenSurvey(ctx.db, storeId, customerId);
  return {
    survey: open
      ? {
          id: open.id,
          question: SURVEY_QUESTION,
          purchasedAt: iso(open.purchasedAt),
          expiresAt: iso(open.expiresAt),
        }
      : null,
  };
}

export async function answer(ctx: RequestContext, input: RouteParsedInput<'/wallet/survey/answer'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const answered = await answerSurvey(ctx.db, storeId, customerId, input.surveyId, {
    score: input.score,
    comment: input.comment || null,
  });
  if (!answered) {
    const survey = await findCustomerSurvey(ctx.db, storeId, customerId, input.surveyId);
    if (!survey) throw notFound('surveys.notFound');
    throw survey.answeredAt ? conflict('surveys.alreadyAnswered') : conflict('surveys.expired');
  }
  return { m: '¡Gracias por su respuesta!' };
}

/** The filter of a surveys list or NPS: the store's days of the range; an employee sees their location. */
export async function surveyFilter(
  ctx: RequestContext,
  input: { startDate?: string | undefined; endDate?: string | undefined } & Partial<
    Pick<SurveyFilter, 'locationId' | 'employeeId' | 'customerId'>
  >,
): Promise<SurveyFilter> {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  const [store, location, employee, customer] = await Promise.all([
    findStore(ctx.db, storeId),
    input.locationId ? findLocation(ctx.db, storeId, input.locationId) : true,
    input.employeeId ? findEmployee(ctx.db, storeId, input.employeeId) : true,
    input.customerId ? findCustomer(ctx.db, storeId, input.customerId) : true,
  ]);
  if (!store) throw notFound();
  if (!location) throw notFound('locations.notFound');
  if (!employee) throw notFound('employees.notFound');
  if (!customer) throw notFound('customers.notFound');
  const { start, end } = dayRange(input, input.endDate ? undefined : storeToday(store.timeZone));
  return {
    storeId,
    start,
    end,
    timeZone: store.timeZone,
    locationId: session.storeUserType === 'employee' ? session.locationId : input.locationId,
    employeeId: input.employeeId,
    customerId: input.customerId,
  };
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/surveys'>) {
  const filter = await surveyFilter(ctx, input);
  const page = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
  const [surveys, nps] = await Promise.all([listAnswers(ctx.db, filter, page), npsOf(ctx.db, filter)]);
  return { surveys, total: nps.answers, nps };
}

/** The dashboard's NPS of a range. */
export async function npsOfRange(
  ctx: RequestContext,
  input: { startDate?: string | undefined; endDate?: string | undefined },
) {
  return npsOf(ctx.db, await surveyFilter(ctx, input));
}

/** How far back the invitation job looks for purchases; it runs every 5 minutes, so windows overlap. */
export const INVITE_WINDOW_MINUTES = 30;

/**
 * The invitation job: opens the surveys of recent purchases and mails each customer with an email the
 * question, in one transaction (a survey is opened once, by the unique purchase, so its mail is too).
 */
export async function inviteToSurveys(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
): Promise<{ invited: number }> {
  return deps.db.transaction(async (tx) => {
    const opened = await openSurveysOfRecentPurchases(tx, INVITE_WINDOW_MINUTES);
    for (const survey of opened) {
      const [store, customer, address] = await Promise.all([
        findStore(tx, survey.storeId),
        findCustomer(tx, survey.storeId, survey.customerId),
        walletAddressOf(tx, survey.storeId),
      ]);
      if (store && customer?.email) {
        const link = walletLink(deps.config.publicUrl, address, 'survey');
        await queueMail(deps.jobs, tx, { to: customer.email, ...surveyMail(store, customer, link) });
      }
    }
    return { invited: opened.length };
  });
}
