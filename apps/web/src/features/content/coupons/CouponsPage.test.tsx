// @vitest-environment jsdom
import type { CouponBatch } from '@premia/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { chooseOption } from '../../../test/chooseOption';
import { downloads } from '../../../test/downloads';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import CouponsPage from './CouponsPage';

const big: CouponBatch = {
  id: 7,
  name: 'Volantes de verano',
  points: 50,
  reward: null,
  expiresOn: '2099-12-31',
  limitPerCustomer: null,
  source: 'generated',
  codesTotal: 2500,
  codesClaimed: 3,
  createdAt: '2026-11-24T10:00:00.000Z',
};

/** A real PDF of `pages` A4 pages, base64: what one part of the sheet is. */
async function pdfOf(pages: number) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595.28, 841.89]);
  return Buffer.from(await doc.save()).toString('base64');
}

describe('the QR coupons screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('says what each code gives in the plural only when it is more than one point', async () => {
    fakeApi({
      '/client/coupons/get': () => ({
        s: 'ok',
        batches: [big, { ...big, id: 8, name: 'Un punto', points: 1 }],
        batch: null,
        codes: [],
        total: 0,
      }),
    });
    renderWithApp(<CouponsPage />);
    expect(await screen.findByText('1 punto por código')).toBeTruthy();
    expect(screen.getByText('50 puntos por código')).toBeTruthy();
  });

  it('says the batches could not be loaded, with a retry, and never that there are none', async () => {
    let down = true;
    fakeApi({
      '/client/coupons/get': () => {
        if (down) throw new TypeError('Failed to fetch');
        return { s: 'ok', batches: [big], batch: null, codes: [], total: 0 };
      },
    });
    renderWithApp(<CouponsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar la información')).toBeTruthy();
    expect(
      screen.queryByText('Todavía no tiene cupones. Cree un lote para imprimirlo y repartirlo.'),
    ).toBeNull();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Intentar de nuevo/ }));
    expect(await screen.findByText('Volantes de verano')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no coupons yet, creates a batch once and lists it', async () => {
    const batches: CouponBatch[] = [];
    const api = fakeApi({
      '/client/coupons/get': () => ({ s: 'ok', batches: [...batches], batch: null, codes: [], total: 0 }),
      '/client/coupons/add': (input) => {
        const batch = {
          ...big,
          id: 1,
          name: input.name,
          points: input.points ?? null,
          codesTotal: input.count ?? 0,
          codesClaimed: 0,
        };
        batches.push(batch);
        return { s: 'ok', m: `Se creó el lote «${input.name}» con ${input.count} códigos.`, batch };
      },
    });
    renderWithApp(<CouponsPage />);
    expect(
      await screen.findByText('Todavía no tiene cupones. Cree un lote para imprimirlo y repartirlo.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear lote' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo lote de cupones' });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre del lote' }), {
      target: { value: 'Feria' },
    });
    const points = within(modal).getByRole('textbox', { name: 'Puntos por código' });
    fireEvent.focus(points);
    fireEvent.change(points, { target: { value: '30' } });
    fireEvent.blur(points);
    fireEvent.click(within(modal).getByRole('button', { name: 'Crear lote' }));
    expect(await screen.findByText('Se creó el lote «Feria» con 100 códigos.')).toBeTruthy();
    const add = api.callsTo('/client/coupons/add');
    expect(add).toHaveLength(1);
    expect(add[0]!.input).toMatchObject({ name: 'Feria', points: 30, count: 100, limitPerCustomer: null });
    expect(add[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Feria' })).toBeTruthy();
    expect(screen.getByText('Canjeados: 0 de 100')).toBeTruthy();
  });

  it('names a missing field as its label does, in Spanish and in French («Nom du lot», not «nom»)', async () => {
    const api = fakeApi({
      '/client/coupons/get': () => ({ s: 'ok', batches: [], batch: null, codes: [], total: 0 }),
    });
    renderWithApp(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear lote' }));
    let modal = await screen.findByRole('dialog', { name: 'Nuevo lote de cupones' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Crear lote' }));
    expect(await within(modal).findByText('El campo «Nombre del lote» es obligatorio.')).toBeTruthy();
    cleanup();

    // The screen's module was imported in Spanish: its messages follow the language read now.
    await setLanguage('fr', { persist: false });
    try {
      renderWithApp(<CouponsPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'Créer un lot' }));
      modal = await screen.findByRole('dialog', { name: 'Nouveau lot de coupons' });
      fireEvent.click(within(modal).getByRole('button', { name: 'Créer le lot' }));
      expect(await within(modal).findByText('Le champ « Nom du lot » est obligatoire.')).toBeTruthy();
      expect(api.callsTo('/client/coupons/add')).toHaveLength(0);
    } finally {
      await setLanguage('es', { persist: false });
    }
  });

  it("creates a batch worth one of the store's rewards, and shows what each code gives", async () => {
    const batches: CouponBatch[] = [];
    const api = fakeApi({
      '/client/coupons/get': () => ({ s: 'ok', batches: [...batches], batch: null, codes: [], total: 0 }),
      '/client/get-all-rewards': () => ({
        s: 'ok',
        rewards: [
          {
            id: 4,
            name: 'Café americano',
            description: null,
            pointsCost: 60,
            image: null,
            active: true,
            stock: null,
            limitPerCustomer: null,
            validFrom: null,
            validUntil: null,
            redeemedCount: 0,
          },
        ],
      }),
      '/client/coupons/add': (input) => {
        const batch = {
          ...big,
          id: 2,
          name: input.name,
          points: null,
          reward: { id: 4, name: 'Café americano' },
          codesTotal: input.count ?? 0,
          codesClaimed: 0,
        };
        batches.push(batch);
        return { s: 'ok', m: `Se creó el lote «${input.name}» con ${input.count} códigos.`, batch };
      },
    });
    renderWithApp(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear lote' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo lote de cupones' });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre del lote' }), {
      target: { value: 'Café gratis' },
    });
    fireEvent.click(within(modal).getByRole('radio', { name: 'Una recompensa' }));
    await within(modal).findByRole('combobox', { name: 'Recompensa' });
    await chooseOption('Recompensa', 'Café americano', modal);
    fireEvent.click(within(modal).getByRole('button', { name: 'Crear lote' }));
    expect(await screen.findByText('Se creó el lote «Café gratis» con 100 códigos.')).toBeTruthy();
    expect(api.callsTo('/client/coupons/add')[0]!.input).toMatchObject({
      name: 'Café gratis',
      points: null,
      rewardId: 4,
      count: 100,
    });
    expect(await screen.findByText('Vale por: Café americano')).toBeTruthy();
  });

  it('prints a batch of three parts with its progress, joined into one PDF that downloads', async () => {
    const parts = [await pdfOf(2), await pdfOf(2), await pdfOf(1)];
    const api = fakeApi({
      '/client/coupons/get': () => ({ s: 'ok', batches: [big], batch: null, codes: [], total: 0 }),
      '/client/coupons/pdf': (input) => ({
        s: 'ok',
        m: 'Hoja de cupones lista.',
        filename: 'cupones-volantes-de-verano.pdf',
        pdf: parts[(input.part ?? 1) - 1]!,
        part: input.part ?? 1,
        parts: 3,
        codes: 1000,
      }),
    });
    const { saved, restore } = downloads();
    renderWithApp(<CouponsPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Imprimir los cupones de Volantes de verano' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(api.callsTo('/client/coupons/pdf').map((c) => c.input)).toEqual([
      { batchId: 7, part: 1 },
      { batchId: 7, part: 2 },
      { batchId: 7, part: 3 },
    ]);
    const whole = await PDFDocument.load(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(whole.getPageCount()).toBe(5);
    restore();
  });
});
