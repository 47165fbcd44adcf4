import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createCustomerSession,
  createEmployee,
  createSignedInStore,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

const t = useTestApp();

describe('reviews', () => {
  it('takes a customer review, rewritten in place, and shows the store its list and the public reply', async () => {
    const { store, location, token: ownerToken } = await createSignedInStore(t);
    const c = await createCustomerSession(t.db, store.id);
    const d = await createCustomerSession(t.db, store.id);
    expect((await t.post('/wallet/review', {}, c.token)).body.review).toBeNull();

    const saved = await t.post('/wallet/review/save', { stars: 3, text: 'El café llegó frío.' }, c.token);
    expect(saved.body).toMatchObject({ m: '¡Gracias por su reseña!', review: { stars: 3, response: null } });
    const rewritten = await t.post('/wallet/review/save', { stars: 4, text: 'Mejoró mucho.' }, c.token);
    expect(rewritten.body.review).toMatchObject({
      id: saved.body.review.id,
      stars: 4,
      text: 'Mejoró mucho.',
    });
    await t.post('/wallet/review/save', { stars: 5, text: 'Perfecto.' }, d.token);

    const list = await t.post('/client/activity/reviews', {}, ownerToken);
    expect(list.body).toMatchObject({ total: 2, average: 4.5 });
    expect(list.body.reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 4]);
    const fours = await t.post('/client/activity/reviews', { stars: 4 }, ownerToken);
    expect(fours.body.reviews).toEqual([
      expect.objectContaining({ customer: expect.objectContaining({ id: c.customerId }) }),
    ]);

    const employee = await createEmployee(t.db, store.id, location.id);
    const employeeToken = await t.login(employee.email, TEST_PASSWORD);
    const notOwner = await t.post(
      '/client/review/response',
      { reviewId: saved.body.review.id, response: 'Gracias' },
      employeeToken,
    );
    expect(notOwner.status).toBe(403);
    const reply = await t.post(
      '/client/review/response',
      { reviewId: saved.body.review.id, response: '¡Gracias! Le esperamos.' },
      ownerToken,
    );
    expect(reply.body).toMatchObject({
      m: 'Se publicó su respuesta.',
      review: { response: '¡Gracias! Le esperamos.' },
    });
    const one = await t.post('/client/review', { reviewId: saved.body.review.id }, employeeToken);
    expect(one.body.review.response).toBe('¡Gracias! Le esperamos.');
    const mine = await t.post('/wallet/review', {}, c.token);
    expect(mine.body.review).toMatchObject({ stars: 4, response: '¡Gracias! Le esperamos.' });
    expect(mine.body.review.respondedAt).toEqual(expect.any(String));
  });
});
