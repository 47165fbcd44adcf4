import { localToday, type RouteParsedInput, SURVEY_QUESTION, said } from '@premia/contract';
import { customerSessionOf, type Deps, type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { dayRange } from '../../../lib/day-range.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { queueMails } from '../../../mail/mail-queue.ts';
import { findEmployee } from '../../account/employees/index.ts';
import { findLocation } from '../../account/locations/index.ts';
import { findStore, walletAddressOf, walletLink } from '../../account/stores/index.ts';
import { findCustomer } from '../../loyalty/customers/index.ts';
import { surveyMail } from './survey-mails.ts';
import {
  answerSurvey,
  findCustomerSurvey,
  findOpenSurvey,
  listAnswers,
  npsOf,
  openSurveyFor,
  openSurveysOf,
  recentBuyers,
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
  return said('surveys.thanks');
}

/** The filter of a surveys list or NPS: the store's days of the range; an employee sees their location. */
async function surveyFilter(
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
  const { start, end } = dayRange(input, input.endDate ? undefined : localToday(store.timeZone));
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
const INVITE_WINDOW_MINUTES = 30;

/** Customers a transaction of the invitation job opens surveys for (see inviteToSurveys). */
const INVITE_BATCH = 500;

/**
 * The invitation job: opens the surveys of recent purchases and mails each customer with an email the
 * question (a survey is opened once, by the unique purchase, so its mail is too). The customers to ask
 * are read once, then asked `batch` at a time, each batch in a short transaction of its own (its surveys,
 * their mails' outbox rows and jobs: a few round trips): a survey and its mail commit together, and no
 * transaction of the job stays open long. One transaction for a busy half hour (a bulk file, the bench)
 * lasted minutes, and meanwhile PostgreSQL could remove no table's old row versions, so every counter
 * call walked more of them.
 */
export async function inviteToSurveys(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  batch = INVITE_BATCH,
): Promise<{ invited: number }> {
  const buyers = await recentBuyers(deps.db, INVITE_WINDOW_MINUTES);
  const stores = new Map<number, { store: Awaited<ReturnType<typeof findStore>>; link: string | null }>();
  for (const storeId of new Set(buyers.map((b) => b.storeId))) {
    const store = await findStore(deps.db, storeId);
    // A store deactivated or closed asks nothing any more (its mails queued before are held at send).
    if (!store?.active || store.deletedAt !== null) continue;
    const address = await walletAddressOf(deps.db, storeId);
    stores.set(storeId, {
      store,
      link: walletLink(deps.config.publicUrl, address, 'survey'),
    });
  }
  let invited = 0;
  const askable = buyers.filter((b) => stores.has(b.storeId));
  for (let i = 0; i < askable.length; i += batch) {
    invited += await deps.db.transaction(async (tx) => {
      const opened = await openSurveysOf(tx, INVITE_WINDOW_MINUTES, askable.slice(i, i + batch));
      const mails = opened.flatMap((survey) => {
        const { store, link } = stores.get(survey.storeId) ?? { store: null, link: null };
        return store && survey.email
          ? [{ to: survey.email, storeId: survey.storeId, ...surveyMail(store, survey, link) }]
          : [];
      });
      await queueMails(deps.jobs, tx, mails);
      return opened.length;
    });
  }
  return { invited };
}
