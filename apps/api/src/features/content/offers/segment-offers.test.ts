import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createSignedInStore } from '../../../../test/factories.ts';

const t = useTestApp();

type Made = Awaited<ReturnType<typeof createSignedInStore>>;
let a: Made;
let b: Made;
let inside: { customerId: number; token: string };
let outside: { customerId: number; token: string };
let otherStoreCustomer: { customerId: number; token: string };
let segmentId: number;

const offer = { name: 'Postre gratis', description: 'Con su café.', public: false, active: true };

const walletOffers = async (token: string) => {
  const res = await t.post('/wallet/content', {}, token);
  expect(res.body.s, res.body.m).toBe('ok');
  return (res.body.offers as Array<{ name: string }>).map((o) => o.name);
};

beforeAll(async () => {
  a = await createSignedInStore(t);
  b = await createSignedInStore(t);
  inside = await createCustomerSession(t.db, a.store.id, 300);
  outside = await createCustomerSession(t.db, a.store.id, 10);
  otherStoreCustomer = await createCustomerSession(t.db, b.store.id, 300);
  const saved = await t.post(
    '/client/segments/add',
    { name: 'Con puntos', filter: { pointsMin: 100 } },
    a.token,
  );
  expect(saved.body.s, saved.body.m).toBe('ok');
  segmentId = saved.body.segment.id;
});

describe('an offer shown to a segment (issue 34 §6)', () => {
  it('is seen in the wallet by the segment’s customers only, never on the public page nor by another store', async () => {
    const made = await t.post(
      '/client/offer/add',
      { ...offer, name: 'Solo con puntos', public: true, segmentId },
      a.token,
    );
    expect(made.body.s, made.body.m).toBe('ok');
    // Shown to a segment, it is never public: the public page has nobody to be of the segment.
    expect(made.body.offer).toMatchObject({ segmentId, public: false });
    await t.post('/client/offer/add', { ...offer, name: 'Para todos', public: true }, a.token);

    expect(await walletOffers(inside.token)).toEqual(
      expect.arrayContaining(['Solo con puntos', 'Para todos']),
    );
    expect(await walletOffers(outside.token)).toContain('Para todos');
    expect(await walletOffers(outside.token)).not.toContain('Solo con puntos');
    expect(await walletOffers(otherStoreCustomer.token)).not.toContain('Solo con puntos');

    const page = await t.post('/general/store/content', { slug: a.store.slug });
    expect(page.body.s, page.body.m).toBe('ok');
    const names = (page.body.offers as Array<{ name: string }>).map((o) => o.name);
    expect(names).toContain('Para todos');
    expect(names).not.toContain('Solo con puntos');
  });

  it('is read when the wallet reads: a customer who enters the segment sees it, one who leaves does not', async () => {
    await t.post('/client/offer/add', { ...offer, name: 'En vivo', segmentId }, a.token);
    const late = await createCustomerSession(t.db, a.store.id, 0);
    expect(await walletOffers(late.token)).not.toContain('En vivo');
    await t.pool.query('update customers set balance = 150 where id = $1', [late.customerId]);
    expect(await walletOffers(late.token)).toContain('En vivo');
    await t.pool.query('update customers set balance = 0 where id = $1', [late.customerId]);
    expect(await walletOffers(late.token)).not.toContain('En vivo');
  });

  it('goes back to every customer when the owner chooses «Todos los clientes»', async () => {
    const made = await t.post(
      '/client/offer/add',
      { ...offer, name: 'Luego para todos', segmentId },
      a.token,
    );
    expect(await walletOffers(outside.token)).not.toContain('Luego para todos');
    const edited = await t.post(
      '/client/offer/update',
      { ...offer, name: 'Luego para todos', offerId: made.body.offer.id, segmentId: null },
      a.token,
    );
    expect(edited.body.offer.segmentId).toBeNull();
    expect(await walletOffers(outside.token)).toContain('Luego para todos');
  });

  it('refuses another store’s segment with 404 and a Spanish message', async () => {
    for (const path of ['/client/offer/add', '/client/offer/update'] as const) {
      const mine = await t.post('/client/offer/add', { ...offer, name: 'De B' }, b.token);
      const res = await t.post(path, { ...offer, offerId: mine.body.offer.id, segmentId }, b.token);
      expect(res.status).toBe(404);
      expect(res.body.m).toBe('No se encontró el segmento.');
    }
  });

  it('keeps its segment from being deleted (409), until the offer no longer names it', async () => {
    const seg = await t.post(
      '/client/segments/add',
      { name: 'Cumpleaños de mayo', filter: { birthdayMonth: 5 } },
      a.token,
    );
    const made = await t.post(
      '/client/offer/add',
      { ...offer, name: 'Mayo', segmentId: seg.body.segment.id },
      a.token,
    );
    const refused = await t.post('/client/segments/delete', { segmentId: seg.body.segment.id }, a.token);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe(
      'Una oferta se muestra solo a este segmento. Cámbiela a «Todos los clientes» o elimínela antes de eliminar el segmento.',
    );
    await t.post('/client/offer/delete', { offerId: made.body.offer.id }, a.token);
    const deleted = await t.post('/client/segments/delete', { segmentId: seg.body.segment.id }, a.token);
    expect(deleted.body.s, deleted.body.m).toBe('ok');
  });
});
