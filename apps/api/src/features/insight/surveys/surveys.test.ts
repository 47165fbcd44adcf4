import { SURVEY_QUESTION } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createEmployee, createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { startCustomerSession } from '../../loyalty/wallet/index.ts';
import { inviteToSurveys } from './index.ts';

const t = useTestAppWithMail();

async function shop() {
  const { store, location, owner } = await createStore(t.db);
  await t.pool.query('update stores set use_conversion = false, welcome_points = 0 where id = $1', [
    store.id,
  ]);
  return { store, location, owner: await t.login(owner.email, TEST_PASSWORD) };
}

async function buyer(s: Awaited<ReturnType<typeof shop>>, email: string | null = null) {
  const added = await t.post(
    '/client/customer/add',
    { firstName: 'Ana', lastName: `Ruiz ${Math.random().toString(36).slice(2, 6)}`, email },
    s.owner,
  );
  const id = added.body.customer.id as number;
  return { id, token: await startCustomerSession(t.db, s.store.id, id) };
}

// Each purchase has its own ticket: a ticket number used again asks the counter to confirm.
let tickets = 0;
const buy = (s: { owner: string }, customerId: number, token = s.owner) =>
  t.post('/client/customer/add-points', { customerId, points: 10, ticketNumber: `B-${++tickets}` }, token);

describe('surveys after a purchase', () => {
  it('asks once after a purchase, takes one answer, and shows it in the activity tab and the NPS', async () => {
    const s = await shop();
    const c = await buyer(s);
    expect((await t.post('/wallet/survey', {}, c.token)).body.survey).toBeNull();
    await buy(s, c.id);
    const asked = await t.post('/wallet/survey', {}, c.token);
    expect(asked.body.survey).toMatchObject({ question: SURVEY_QUESTION });
    const surveyId = asked.body.survey.id;
    // Asked once: another purchase in the month does not open another.
    await buy(s, c.id);
    expect((await t.post('/wallet/survey', {}, c.token)).body.survey.id).toBe(surveyId);

    const answered = await t.post(
      '/wallet/survey/answer',
      { surveyId, score: 10, comment: 'Excelente atención' },
      c.token,
    );
    expect(answered.body).toMatchObject({ s: 'ok', m: '¡Gracias por su respuesta!' });
    const twice = await t.post('/wallet/survey/answer', { surveyId, score: 0 }, c.token);
    expect(twice.status).toBe(409);
    expect(twice.body.m).toBe('Ya respondió esta encuesta. ¡Gracias!');
    await buy(s, c.id);
    expect((await t.post('/wallet/survey', {}, c.token)).body.survey).toBeNull();

    const detractor = await buyer(s);
    await buy(s, detractor.id);
    const other = (await t.post('/wallet/survey', {}, detractor.token)).body.survey.id;
    // A customer cannot answer another's survey.
    expect((await t.post('/wallet/survey/answer', { surveyId: other, score: 9 }, c.token)).status).toBe(404);
    await t.post('/wallet/survey/answer', { surveyId: other, score: 3 }, detractor.token);

    const tab = await t.post('/client/surveys', {}, s.owner);
    expect(tab.body.total).toBe(2);
    expect(tab.body.nps).toEqual({ score: 0, answers: 2, promoters: 1, passives: 0, detractors: 1 });
    expect(tab.body.surveys).toEqual([
      expect.objectContaining({
        score: 3,
        comment: null,
        customer: expect.objectContaining({ id: detractor.id }),
      }),
      expect.objectContaining({
        score: 10,
        comment: 'Excelente atención',
        location: { id: s.location.id, name: 'Local principal' },
        employee: expect.objectContaining({ name: 'Dueño Prueba' }),
      }),
    ]);
    const oneCustomer = await t.post('/client/surveys', { customerId: c.id }, s.owner);
    expect(oneCustomer.body.nps).toMatchObject({ score: 100, answers: 1 });

    const dashboard = await t.post('/client/store/more-info', {}, s.owner);
    expect(dashboard.body.storeMoreInfo).toMatchObject({ nps: 0, npsAnswers: 2 });
    const longAgo = await t.post(
      '/client/store/more-info',
      { startDate: '2025-01-01', endDate: '2025-01-31' },
      s.owner,
    );
    expect(longAgo.body.storeMoreInfo).toMatchObject({ nps: null, npsAnswers: 0 });
  });

  it('closes a survey after 7 days', async () => {
    const s = await shop();
    const c = await buyer(s);
    await buy(s, c.id);
    const surveyId = (await t.post('/wallet/survey', {}, c.token)).body.survey.id;
    await t.pool.query(`update surveys set expires_at = now() - interval '1 minute' where id = $1`, [
      surveyId,
    ]);
    expect((await t.post('/wallet/survey', {}, c.token)).body.survey).toBeNull();
    const late = await t.post('/wallet/survey/answer', { surveyId, score: 8 }, c.token);
    expect(late.status).toBe(409);
    expect(late.body.m).toBe('Esta encuesta ya cerró.');
  });

  it("shows an employee only their location's answers", async () => {
    const s = await shop();
    const c = await buyer(s);
    await buy(s, c.id);
    const surveyId = (await t.post('/wallet/survey', {}, c.token)).body.survey.id;
    await t.post('/wallet/survey/answer', { surveyId, score: 9 }, c.token);
    const elsewhere = (
      await t.pool.query(`insert into locations (store_id, name) values ($1, 'Otro local') returning id`, [
        s.store.id,
      ])
    ).rows[0].id;
    const employee = await createEmployee(t.db, s.store.id, elsewhere);
    const token = await t.login(employee.email, TEST_PASSWORD);
    expect((await t.post('/client/surveys', {}, token)).body.total).toBe(0);
    expect((await t.post('/client/surveys', {}, s.owner)).body.total).toBe(1);
  });

  it('mails the question to customers with an email after a purchase, once (the invitation job)', async () => {
    const s = await shop();
    const email = `encuesta-${Math.random().toString(36).slice(2)}@example.com`;
    const withMail = await buyer(s, email);
    const withoutMail = await buyer(s);
    await buy(s, withMail.id);
    await buy(s, withoutMail.id);
    const first = await inviteToSurveys(t);
    expect(first.invited).toBeGreaterThanOrEqual(2);
    const again = await inviteToSurveys(t);
    expect(again.invited).toBe(0);
    await t.jobsSettled();
    const outbox = await t.pool.query('select subject, status from mail_outbox where to_address = $1', [
      email,
    ]);
    expect(outbox.rows).toContainEqual({ subject: '¿Cómo fue su compra?', status: 'sent' });
    expect(outbox.rows.filter((r) => r.subject === '¿Cómo fue su compra?')).toHaveLength(1);
    const text = t.smtp.mails
      .filter((m) => m.to.includes(email))
      .map((m) => mailText(m.raw))
      .join('\n');
    expect(text).toContain(SURVEY_QUESTION);
    // The mail links to the wallet's survey page of this store (text and HTML parts).
    const address = await t.pool.query(
      'select lower(c.country_code) as cc, s.slug from stores s join countries c on c.id = s.country_id where s.id = $1',
      [s.store.id],
    );
    const { cc, slug } = address.rows[0];
    const link = `${t.config.publicUrl}/${cc}/${slug}/survey`;
    expect(text).toContain(`Responder la encuesta: ${link}`);
    expect(text).toContain(`<a href="${link}">Responder la encuesta</a>`);
    // The wallet shows the survey the job opened.
    expect((await t.post('/wallet/survey', {}, withoutMail.token)).body.survey).not.toBeNull();
  });

  it("opens every recent purchase's survey when the job works in batches (one transaction each)", async () => {
    const s = await shop();
    const buyers = [await buyer(s), await buyer(s), await buyer(s)];
    for (const b of buyers) await buy(s, b.id);
    // Batches of one customer: each transaction opens one survey.
    const first = await inviteToSurveys(t, 1);
    expect(first.invited).toBeGreaterThanOrEqual(3);
    expect((await inviteToSurveys(t, 1)).invited).toBe(0);
    const opened = await t.pool.query(
      'select customer_id, count(*)::int as n from surveys where store_id = $1 group by customer_id',
      [s.store.id],
    );
    expect(opened.rows.map((r) => r.n)).toEqual([1, 1, 1]);
    expect(opened.rows.map((r) => r.customer_id).sort()).toEqual(buyers.map((b) => b.id).sort());
  });
});
